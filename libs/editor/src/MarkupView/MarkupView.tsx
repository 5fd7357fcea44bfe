import {
  DEFAULT_SPOILER_TITLE,
  parseMarkup,
  smileOf,
  stickerImagePath,
  usernameToPathSegment,
  type MarkupNode,
} from '@vn/domain';
import { Link } from '@vn/ui';
import { ChevronRight } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { smileLabel, stickerLabel } from '../leaf-labels';
import * as styles from './MarkupView.css';
import { USER_LINK_REL } from '../user-links';

export interface MarkupViewProps {
  /** The rich text: markup as stored, or a tree `parseMarkup` already made. */
  value: string | readonly MarkupNode[];
  /**
   * Whether `[hide]` content is shown: it is for signed-in readers only (docs/product §3 markup tags;
   * the domain's plain text leaves it out too). A guest sees a note in its place.
   * @default false
   */
  showHidden?: boolean;
  className?: string;
}

/** Said in place of `[hide]` content to a guest. */
export const HIDDEN_CONTENT_NOTE = 'Скрытый текст виден только зарегистрированным пользователям';

/** An address on another site (http or https) opens in a new tab; site paths and mail do not. */
function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** A path of this site (`/posts/8`), which the router opens without reloading the page. */
function isSitePath(href: string): boolean {
  return href.startsWith('/');
}

interface RenderContext {
  showHidden: boolean;
}

function renderNodes(nodes: readonly MarkupNode[], context: RenderContext): ReactNode[] {
  // The tree is immutable and never reordered, so a node's position is a stable key.
  return nodes.map((node, index) => renderNode(node, index, context));
}

function renderNode(node: MarkupNode, key: number, context: RenderContext): ReactNode {
  switch (node.type) {
    case 'text':
      // React escapes text: whatever a reader typed ("<script>", "&amp;") shows as typed.
      return node.text;
    case 'lineBreak':
      return <br key={key} />;
    case 'b':
      return <strong key={key}>{renderNodes(node.children, context)}</strong>;
    case 'i':
      return <em key={key}>{renderNodes(node.children, context)}</em>;
    case 'u':
      return <u key={key}>{renderNodes(node.children, context)}</u>;
    case 's':
      return <s key={key}>{renderNodes(node.children, context)}</s>;
    case 'center':
    case 'right':
      return (
        <span key={key} data-align={node.type} className={styles.aligned[node.type]}>
          {renderNodes(node.children, context)}
        </span>
      );
    case 'hide':
      return context.showHidden ? (
        <span key={key} data-hidden-content="" className={styles.hidden}>
          {renderNodes(node.children, context)}
        </span>
      ) : (
        <span key={key} className={styles.hiddenPlaceholder}>
          {HIDDEN_CONTENT_NOTE}
        </span>
      );
    case 'a':
      // The parser kept only http(s), mailto and site paths (markup/values.ts); nothing else arrives.
      // Another site's address is a plain anchor: the app's router resolves every href of a router
      // link against the current page, which would turn it into a path of this site.
      return isSitePath(node.href) ? (
        <Link key={key} href={node.href} rel={USER_LINK_REL}>
          {renderNodes(node.children, context)}
        </Link>
      ) : (
        <a
          key={key}
          href={node.href}
          rel={USER_LINK_REL}
          {...(isExternal(node.href) ? { target: '_blank' } : {})}
          className={styles.externalLink}
        >
          {renderNodes(node.children, context)}
        </a>
      );
    case 'novel':
      // The markup names a project by url only; /novels/{url} opens any section's project.
      return (
        <Link key={key} href={`/novels/${encodeURIComponent(node.url)}`}>
          {renderNodes(node.children, context)}
        </Link>
      );
    case 'user':
      // docs/product §2.2: usernames in paths have their dots swapped for a look-alike.
      return (
        <Link key={key} href={`/profile/${usernameToPathSegment(node.username)}`}>
          {node.username}
        </Link>
      );
    case 'spoiler':
      return (
        <Disclosure key={key} className={styles.spoiler}>
          <Button slot="trigger" className={styles.spoilerTrigger}>
            <ChevronRight aria-hidden size="1em" className={styles.spoilerChevron} />
            {node.title.trim() || DEFAULT_SPOILER_TITLE}
          </Button>
          <DisclosurePanel className={styles.spoilerPanel}>
            {renderNodes(node.children, context)}
          </DisclosurePanel>
        </Disclosure>
      );
    case 'img':
      return (
        <img
          key={key}
          src={node.src}
          alt="Изображение"
          loading="lazy"
          decoding="async"
          className={styles.image}
        />
      );
    case 'sticker':
      return (
        <img
          key={key}
          src={stickerImagePath(node)}
          alt={stickerLabel(node)}
          loading="lazy"
          decoding="async"
          className={styles.sticker}
        />
      );
    case 'smile': {
      // docs/product names no images for smiles: a known one is its emoji, an unknown one its code.
      const smile = smileOf(node);
      return (
        <span key={key} role="img" aria-label={smileLabel(node)} className={styles.smile}>
          {smile ? smile.emoji : `:${node.name}:`}
        </span>
      );
    }
    default: {
      // A new node type fails to compile here until it is rendered; a tree from outside TypeScript
      // with an unknown node shows nothing for it rather than breaking the page.
      const unknown: never = node;
      void unknown;
      return null;
    }
  }
}

/**
 * The read-only view of rich text (docs/product §3 "Rich text markup tags"): every tag of the markup model
 * as React elements — never as HTML, so nothing a reader typed can run or inject markup. Unknown or
 * malformed tags are already literal text, and unsafe addresses gone, in the parser's tree.
 */
export function MarkupView({ value, showHidden = false, className }: MarkupViewProps) {
  const nodes = useMemo(() => (typeof value === 'string' ? parseMarkup(value) : value), [value]);
  return (
    <div className={className ? `${styles.markupView} ${className}` : styles.markupView}>
      {renderNodes(nodes, { showHidden })}
    </div>
  );
}
