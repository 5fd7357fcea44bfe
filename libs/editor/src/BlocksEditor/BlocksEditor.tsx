import type { RemirrorEventListenerProps } from '@remirror/core';
import { EditorComponent, Remirror } from '@remirror/react';
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
  type ReactNode,
  type RefObject,
} from 'react';
import { BlocksView } from '../BlocksView';
import { blocksToDocument, documentToBlocks } from '../document/blocks-document';
import { editorContent } from '../editor-content.css';
import { blocksContent } from '../extensions/blocks/blocks-content.css';
import { BLOCKS_DOCUMENT_CONTENT } from '../extensions/blocks/block-names';
import { blocksExtensions, type BlocksExtension } from '../extensions/blocks/blocks-extensions';
import { BlocksPasteExtension } from '../extensions/blocks/blocks-paste-extension';
import { useEditorManager } from '../use-editor-manager';
import { MentionSuggestions, type SearchUsers } from '../writing-tools/MentionSuggestions';
import type { SearchProjects } from '../writing-tools/ProjectLinkTool';
import { useImageUpload, type UploadImage } from '../writing-tools/use-image-upload';
import {
  placeCaretAt,
  useEditorValue,
  usePastedImages,
  useTextAttributes,
  useWritingFieldIds,
} from '../WritingField/use-writing-field';
import { WritingField } from '../WritingField/WritingField';
import * as frame from '../WritingField/WritingField.css';
import { BlocksEditorToolbar, useIsInRow } from './BlocksEditorToolbar';

export interface BlocksEditorProps {
  /** The visible label, also the text's accessible name ("Текст статьи"). */
  label: string;
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
  /** Called when the focus leaves the text (react-hook-form marks the field touched). */
  onBlur?: () => void;
  /** The form field's name (react-hook-form passes it). */
  name?: string;
  /** A hint under the box. */
  description?: ReactNode;
  /** The field's error, under the box; the text is then marked invalid. */
  errorMessage?: string;
  placeholder?: string;
  /**
   * Characters the body may hold, counted as the domain counts them (`contentBlocksTextLength`;
   * docs/product §9: a review's limit is `COMMENT_LIMITS.reviewTextMax`); shown as the writer nears it.
   */
  maxLength?: number;
  isDisabled?: boolean;
  autoFocus?: boolean;
  /** Finds users for `@` mentions; without it, mentions are not offered. */
  searchUsers?: SearchUsers;
  /** Finds projects for `[novel]` links; without it, the tool is not offered. */
  searchProjects?: SearchProjects;
  /** Uploads a picture and answers its address; without it, pictures cannot be added. */
  uploadImage?: UploadImage;
  className?: string;
}

/** What a form may do with the editor (react-hook-form focuses a field with an error). */
export interface BlocksEditorHandle {
  focus: () => void;
}

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
  {
    label,
    value,
    onChange,
    onBlur,
    name,
    description,
    errorMessage,
    placeholder,
    maxLength,
    isDisabled = false,
    autoFocus = false,
    searchUsers,
    searchProjects,
    uploadImage,
    className,
  },
  ref,
) {
  const ids = useWritingFieldIds();
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
  const [isFocused, setFocused] = useState(false);
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
  const isOver = maxLength !== undefined && limitState(length, maxLength) === 'over';
  const isInvalid = errorMessage !== undefined || isOver;
  const attributes = useTextAttributes({
    getContext,
    ids,
    describedBy: [
      description != null && ids.description,
      lengthNote !== undefined && ids.limits,
      errorMessage !== undefined && ids.error,
    ],
    isInvalid,
    isDisabled,
    name,
  });

  return (
    <WritingField
      ids={ids}
      label={label}
      focusText={() => getContext()?.focus()}
      boxRef={boxRef}
      isFocused={isFocused}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      description={description}
      uploading={images.pending}
      limitNotes={lengthNote !== undefined ? [lengthNote] : []}
      isOver={isOver}
      problems={images.problems}
      errorMessage={errorMessage}
      className={className}
    >
      <Remirror
        manager={manager}
        initialContent={initialContent}
        onChange={handleChange}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          onBlur?.();
        }}
        attributes={attributes}
        editable={!isDisabled}
        autoFocus={autoFocus}
        placeholder={placeholder}
      >
        <BlocksEditorToolbar
          label={label}
          isDisabled={isDisabled}
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
        <div className={`${editorContent} ${blocksContent}`} hidden={isPreview}>
          <EditorComponent />
          {searchUsers ? (
            <RowMentionSuggestions search={searchUsers} containerRef={boxRef} />
          ) : null}
        </div>
        {isPreview ? (
          <div role="region" aria-label={`Предпросмотр: ${label}`} className={frame.preview}>
            <BlocksView value={blocks} showHidden />
          </div>
        ) : null}
      </Remirror>
    </WritingField>
  );
});
