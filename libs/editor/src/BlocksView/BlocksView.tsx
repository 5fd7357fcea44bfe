import {
  DEFAULT_SPOILER_TITLE,
  isEmptyTextBlock,
  postBodyBlocks,
  type ContentBlock,
  type ContentImage,
} from '@vn/domain';
import { ChevronRight } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { MarkupView } from '../MarkupView';
import * as markupStyles from '../MarkupView/MarkupView.css';
import * as styles from './BlocksView.css';

export interface BlocksViewProps {
  /**
   * The body: content blocks (docs/product §3 "Content blocks"; a post of version 2, a review), or an
   * older post's body as stored, markup or HTML, shown converted to blocks (the domain's
   * `postBodyBlocks`).
   */
  value: readonly ContentBlock[] | string;
  /**
   * Whether `[hide]` text in rows is shown: it is for signed-in readers only (see `MarkupView`).
   * @default false
   */
  showHidden?: boolean;
  className?: string;
}

/** What a picture without a description is called (as `MarkupView` calls a markup picture). */
const UNDESCRIBED_IMAGE = 'Изображение';

/** The blocks worth drawing: the empty rows a list ends with are the editor's, not the writer's. */
function shownBlocks(blocks: readonly ContentBlock[]): readonly ContentBlock[] {
  let end = blocks.length;
  while (end > 0 && isEmptyTextBlock(blocks[end - 1])) end--;
  return blocks.slice(0, end);
}

function Picture({ image }: { image: ContentImage }) {
  const picture = (
    <img
      src={image.preview}
      alt={image.alt.trim() || UNDESCRIBED_IMAGE}
      {...(image.width !== undefined ? { width: image.width } : {})}
      {...(image.height !== undefined ? { height: image.height } : {})}
      loading="lazy"
      decoding="async"
      className={styles.image}
    />
  );
  // A bigger picture than the preview opens on its own, in a new tab.
  return image.full !== image.preview ? (
    <a href={image.full} target="_blank" rel="noopener noreferrer" className={styles.imageLink}>
      {picture}
    </a>
  ) : (
    picture
  );
}

interface RenderContext {
  showHidden: boolean;
}

function renderBlocks(blocks: readonly ContentBlock[], context: RenderContext): ReactNode[] {
  // A body is immutable and never reordered while shown, so a block's position is a stable key.
  return shownBlocks(blocks).map((block, key) => renderBlock(block, key, context));
}

function renderBlock(block: ContentBlock, key: number, context: RenderContext): ReactNode {
  switch (block.type) {
    case 'text':
      // An empty row in the middle is a blank line the writer left.
      return block.text === '' ? (
        <div key={key} className={styles.emptyRow} />
      ) : (
        <MarkupView key={key} value={block.text} showHidden={context.showHidden} />
      );
    case 'header':
      return block.text.trim() === '' ? null : (
        <h2 key={key} className={styles.header}>
          {block.text}
        </h2>
      );
    case 'code':
      return (
        <pre key={key} className={styles.code}>
          <code>{block.text}</code>
        </pre>
      );
    case 'image':
      return (
        <div key={key} className={styles.images}>
          {block.images.map((image, index) => (
            <Picture key={index} image={image} />
          ))}
        </div>
      );
    case 'spoiler':
      return (
        <Disclosure key={key} className={`${markupStyles.spoiler} ${styles.spoiler}`}>
          <Button slot="trigger" className={markupStyles.spoilerTrigger}>
            <ChevronRight aria-hidden size="1em" className={markupStyles.spoilerChevron} />
            {block.title.trim() || DEFAULT_SPOILER_TITLE}
          </Button>
          <DisclosurePanel className={markupStyles.spoilerPanel}>
            <div className={styles.blocks}>{renderBlocks(block.blocks, context)}</div>
          </DisclosurePanel>
        </Disclosure>
      );
    case 'quote':
      return (
        <blockquote key={key} className={styles.quote}>
          <div className={styles.blocks}>{renderBlocks(block.blocks, context)}</div>
        </blockquote>
      );
    default: {
      // A new block type fails to compile here until it is drawn; a body from outside TypeScript
      // with an unknown block shows nothing for it rather than breaking the page.
      const unknown: never = block;
      void unknown;
      return null;
    }
  }
}

/**
 * The read-only view of an article body or a review (docs/product §3 "Content blocks", Post, Review):
 * rows as `MarkupView` draws markup, headers as section headings, code as typed, pictures side by
 * side (a bigger version opens in a new tab), spoilers behind their titled toggle, quotes set off.
 * Everything is React elements, never HTML, so nothing a writer typed can run.
 */
export function BlocksView({ value, showHidden = false, className }: BlocksViewProps) {
  const blocks = useMemo(
    () => (typeof value === 'string' ? postBodyBlocks(value) : value),
    [value],
  );
  return (
    <div className={className ? `${styles.blocksView} ${className}` : styles.blocksView}>
      {renderBlocks(blocks, { showHidden })}
    </div>
  );
}
