import type { RemirrorEventListenerProps } from '@remirror/core';
import {
  contentBlocksTextLength,
  lengthLimitNote,
  limitState,
  normalizeBlocks,
  postBodyBlocks,
  type ContentBlock,
} from '@vn/domain';
import {
  forwardRef,
  useCallback,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { BlocksView } from '../BlocksView';
import { blocksToDocument, documentToBlocks } from '../document/blocks-document';
import { blocksContent } from '../extensions/blocks/blocks-content.css';
import { BLOCKS_DOCUMENT_CONTENT } from '../extensions/blocks/block-names';
import { blocksExtensions, type BlocksExtension } from '../extensions/blocks/blocks-extensions';
import { BlocksPasteExtension } from '../extensions/blocks/blocks-paste-extension';
import { useEditorManager } from '../use-editor-manager';
import { MentionSuggestions, type SearchUsers } from '../writing-tools/MentionSuggestions';
import { useImageUpload } from '../writing-tools/use-image-upload';
import { placeCaretAt, useEditorValue, usePastedImages } from '../WritingField/use-writing-field';
import {
  WritingField,
  type WritingFieldHandle,
  type WritingFieldOptions,
  type WritingServices,
} from '../WritingField/WritingField';
import { BlocksEditorToolbar, useIsInRow } from './BlocksEditorToolbar';

export interface BlocksEditorProps extends WritingFieldOptions, WritingServices {
  /**
   * The body: content blocks (docs/product §3 "Content blocks"), or an older post's body as stored, a
   * markup or HTML string, which opens converted to blocks (the domain's `postBodyBlocks`, docs/product §4
   * "Post editing"). Converting reports nothing by itself: the first change reports blocks.
   */
  value: readonly ContentBlock[] | string;
  /**
   * Called with the blocks after every change the writer makes, in the shape the editor keeps
   * (the domain's `normalizeBlocks`: titled spoilers, no quote in a spoiler, an empty row at the end).
   */
  onChange?: (blocks: ContentBlock[]) => void;
  /**
   * Characters the body may hold, counted as the domain counts them (`contentBlocksTextLength`;
   * docs/product §9: a review's limit is `COMMENT_LIMITS.reviewTextMax`); shown as the writer nears it.
   */
  maxLength?: number;
}

export type BlocksEditorHandle = WritingFieldHandle;

function blocksOf(value: readonly ContentBlock[] | string): readonly ContentBlock[] {
  return typeof value === 'string' ? postBodyBlocks(value) : value;
}

/** A value as text, to tell a new value from the one the editor holds. */
function keyOf(value: readonly ContentBlock[] | string): string {
  return typeof value === 'string' ? `string:${value}` : JSON.stringify(value);
}

/** The users offered after `@`, only while the caret is in a row (in code "@" is a character). */
function RowMentionSuggestions(props: {
  search: SearchUsers;
  containerRef: RefObject<HTMLElement | null>;
}) {
  return useIsInRow() ? <MentionSuggestions {...props} /> : null;
}

/**
 * The writing surface for article bodies and reviews (docs/product §3 "Content blocks", Post, Review):
 * rows of the rich-text markup with every inline tool, headers, code, pictures with their
 * descriptions, spoilers with a title edited in place, quotes; the block rules of docs/product §5 (an
 * empty row always ends the body, deleting in an empty row removes it, no quote in a spoiler, a
 * spoiler is titled "Спойлер" by default); paste from other sites as blocks; a preview as readers
 * will see it. Its value is the blocks, in and out; it works as a react-hook-form field.
 */
export const BlocksEditor = forwardRef<BlocksEditorHandle, BlocksEditorProps>(function BlocksEditor(
  { value, onChange, maxLength, searchUsers, searchProjects, uploadImage, ...field },
  ref,
) {
  const { manager, getContext } = useEditorManager(
    () => [...blocksExtensions(), new BlocksPasteExtension()],
    { content: BLOCKS_DOCUMENT_CONTENT },
  );
  const documentOf = useCallback(
    (body: readonly ContentBlock[] | string) => blocksToDocument(manager.schema, blocksOf(body)),
    [manager],
  );
  const [initialContent] = useState(() => manager.createState({ content: documentOf(value) }));
  const [blocks, setBlocks] = useState<ContentBlock[]>(() =>
    normalizeBlocks(documentToBlocks(initialContent.doc)),
  );
  const [isPreview, setPreview] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  const report = useEditorValue({
    value,
    keyOf,
    // Shown, not reported: the first change the writer makes reports blocks.
    apply: (given) => getContext()?.setContent(documentOf(given), { triggerChange: true }),
  });

  const handleChange = useCallback(
    ({ tr, state, firstRender }: RemirrorEventListenerProps<BlocksExtension>) => {
      if (firstRender || (tr && !tr.docChanged)) return;
      const next = normalizeBlocks(documentToBlocks(state.doc));
      setBlocks(next);
      // Without a transaction, the change is a value from outside (above): shown, not reported.
      if (!tr || !report(next)) return;
      onChange?.(next);
    },
    [onChange, report],
  );

  const insertImages = useCallback(
    (sources: string[], position: number | undefined) => {
      const context = getContext();
      if (!context) return;
      placeCaretAt(context.view, position);
      // An upload answers one address; the preview and the full picture are then the same.
      context.commands.insertImageBlock(
        sources.map((source) => ({ preview: source, full: source, alt: '' })),
      );
    },
    [getContext],
  );
  const images = useImageUpload({
    upload: uploadImage,
    maxImages: undefined,
    countImages: () => 0,
    insert: insertImages,
  });
  usePastedImages(manager.getExtension(BlocksPasteExtension), images.uploadFiles);

  useImperativeHandle(ref, () => ({ focus: () => getContext()?.focus() }), [getContext]);

  const length = useMemo(() => contentBlocksTextLength(blocks), [blocks]);
  const lengthNote = maxLength === undefined ? undefined : lengthLimitNote(length, maxLength);

  return (
    <WritingField
      {...field}
      manager={manager}
      getContext={getContext}
      initialContent={initialContent}
      onChange={handleChange}
      boxRef={boxRef}
      images={images}
      limitNotes={lengthNote !== undefined ? [lengthNote] : []}
      isOver={maxLength !== undefined && limitState(length, maxLength) === 'over'}
      toolbar={
        <BlocksEditorToolbar
          label={field.label}
          isDisabled={field.isDisabled ?? false}
          isPreview={isPreview}
          onPreviewChange={setPreview}
          withMentions={searchUsers !== undefined}
          searchProjects={searchProjects}
          images={
            uploadImage
              ? { pending: images.pending, upload: (files) => void images.uploadFiles(files) }
              : undefined
          }
        />
      }
      contentClassName={blocksContent}
      isPreview={isPreview}
      preview={<BlocksView value={blocks} showHidden />}
    >
      {searchUsers ? <RowMentionSuggestions search={searchUsers} containerRef={boxRef} /> : null}
    </WritingField>
  );
});
