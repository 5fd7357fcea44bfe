import type { RemirrorEventListenerProps } from '@remirror/core';
import { TextSelection } from '@remirror/pm/state';
import { EditorComponent, Remirror } from '@remirror/react';
import {
  contentBlocksTextLength,
  lengthLimitNote,
  limitState,
  normalizeBlocks,
  postBodyBlocks,
  type ContentBlock,
} from '@vn/domain';
import { fieldStyles } from '@vn/ui';
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
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
import * as styles from './BlocksEditor.css';
import { BlocksEditorToolbar, useIsInRow } from './BlocksEditorToolbar';

export interface BlocksEditorProps {
  /** The visible label, also the text's accessible name ("Текст статьи"). */
  label: string;
  /**
   * The body: content blocks (SPEC.md §3 "Content blocks"), or an older post's body as stored, a
   * markup or HTML string, which opens converted to blocks (the domain's `postBodyBlocks`, SPEC.md §4
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
   * SPEC.md §9: a review's limit is `COMMENT_LIMITS.reviewTextMax`); shown as the writer nears it.
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

/** How many of its own last values the editor recognises when a form hands one back late. */
const RECENT_REPORTS = 8;

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
 * The writing surface for article bodies and reviews (SPEC.md §3 "Content blocks", Post, Review):
 * rows of the rich-text markup with every inline tool, headers, code, pictures with their
 * descriptions, spoilers with a title edited in place, quotes; the block rules of SPEC.md §5 (an
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
  const ids = {
    label: useId(),
    description: useId(),
    limits: useId(),
    error: useId(),
    text: useId(),
  };
  const { manager, getContext } = useEditorManager(
    () => [...blocksExtensions(), new BlocksPasteExtension()],
    { content: BLOCKS_DOCUMENT_CONTENT },
  );
  const documentOf = useCallback(
    (body: readonly ContentBlock[] | string) => blocksToDocument(manager.schema, blocksOf(body)),
    [manager],
  );
  const [initialContent] = useState(() => manager.createState({ content: documentOf(value) }));

  /** The value the editor last reported or was given, to tell the form's own changes from a new one. */
  const reported = useRef(keyOf(value));
  /**
   * The last few values reported: a form may hand one back a render late (an echo), which must not
   * replace what has been typed since.
   */
  const recentlyReported = useRef<string[]>([]);
  const [blocks, setBlocks] = useState<ContentBlock[]>(() =>
    normalizeBlocks(documentToBlocks(initialContent.doc)),
  );
  const [isFocused, setFocused] = useState(false);
  const [isPreview, setPreview] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  const handleChange = useCallback(
    ({ tr, state, firstRender }: RemirrorEventListenerProps<BlocksExtension>) => {
      if (firstRender || (tr && !tr.docChanged)) return;
      const next = normalizeBlocks(documentToBlocks(state.doc));
      setBlocks(next);
      // Without a transaction, the change is a value from outside (below): shown, not reported.
      if (!tr) return;
      const key = keyOf(next);
      if (key === reported.current) return;
      reported.current = key;
      recentlyReported.current = [...recentlyReported.current.slice(-(RECENT_REPORTS - 1)), key];
      onChange?.(next);
    },
    [onChange],
  );

  // A value from outside (a form reset after sending, a draft loaded) replaces the body. Checked as
  // soon as React commits, before another keystroke can make the value stale.
  useLayoutEffect(() => {
    const key = keyOf(value);
    if (key === reported.current || recentlyReported.current.includes(key)) return;
    reported.current = key;
    recentlyReported.current = [];
    getContext()?.setContent(documentOf(value), { triggerChange: true });
  }, [value, documentOf, getContext]);

  const insertImages = useCallback(
    (sources: string[], position: number | undefined) => {
      const context = getContext();
      if (!context) return;
      const { view } = context;
      if (position !== undefined && position <= view.state.doc.content.size) {
        view.dispatch(
          view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(position))),
        );
      }
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

  const { uploadFiles } = images;
  useEffect(() => {
    const paste = manager.getExtension(BlocksPasteExtension);
    return paste.addHandler('onImageFiles', (files, position) => {
      void uploadFiles(files, position);
    });
  }, [manager, uploadFiles]);

  useImperativeHandle(ref, () => ({ focus: () => getContext()?.focus() }), [getContext]);

  const length = useMemo(() => contentBlocksTextLength(blocks), [blocks]);
  const lengthNote = maxLength === undefined ? undefined : lengthLimitNote(length, maxLength);
  const isOver = maxLength !== undefined && limitState(length, maxLength) === 'over';
  const isInvalid = errorMessage !== undefined || isOver;
  const describedBy = [
    description != null ? ids.description : null,
    lengthNote ? ids.limits : null,
    errorMessage !== undefined ? ids.error : null,
  ]
    .filter(Boolean)
    .join(' ');
  const attributes = useMemo(
    () => ({
      id: ids.text,
      'aria-labelledby': ids.label,
      ...(describedBy !== '' ? { 'aria-describedby': describedBy } : {}),
      ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
      ...(name ? { 'data-name': name } : {}),
    }),
    [ids.text, ids.label, describedBy, isInvalid, name],
  );
  // ProseMirror reads the text's attributes again only when its state next updates. An error or
  // the limit changes as the writer types, so the new ones are written onto the text at once rather
  // than by redrawing it mid-keystroke (a redraw then could move the caret); ProseMirror's next
  // update writes the same values.
  useEffect(() => {
    const text = getContext()?.view.dom;
    if (!text) return;
    for (const attribute of ['aria-describedby', 'aria-invalid', 'data-name'])
      if (!(attribute in attributes)) text.removeAttribute(attribute);
    for (const [attribute, value] of Object.entries(attributes))
      text.setAttribute(attribute, value);
  }, [attributes, getContext]);
  // `editable` changes rarely (never while typing): ProseMirror takes it by updating to itself.
  useEffect(() => {
    const view = getContext()?.view;
    view?.updateState(view.state);
  }, [isDisabled, getContext]);
  const boxClass = `${fieldStyles.fieldInput({ size: 'md' })} ${styles.editorBox}`;

  return (
    <div className={className ? `${fieldStyles.fieldRoot} ${className}` : fieldStyles.fieldRoot}>
      {/* A click on the label puts the caret in the text, as a label's click does for an input. */}
      <span id={ids.label} className={fieldStyles.fieldLabel} onClick={() => getContext()?.focus()}>
        {label}
      </span>
      <div
        ref={boxRef}
        className={boxClass}
        data-focused={isFocused || undefined}
        data-focus-visible={isFocused || undefined}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
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
            <div role="region" aria-label={`Предпросмотр: ${label}`} className={styles.preview}>
              <BlocksView value={blocks} showHidden />
            </div>
          ) : null}
        </Remirror>
      </div>
      <div className={styles.editorFooter}>
        {description != null ? (
          <span id={ids.description} className={fieldStyles.fieldDescription}>
            {description}
          </span>
        ) : null}
        <div role="status" className={styles.uploading}>
          {images.pending > 0 ? `Загрузка изображений: ${images.pending}` : null}
        </div>
        {lengthNote ? (
          <div id={ids.limits} className={styles.limits} data-over={isOver || undefined}>
            <span>{lengthNote}</span>
          </div>
        ) : null}
      </div>
      {images.problems.length > 0 ? (
        <ul role="alert" className={styles.notes}>
          {images.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {errorMessage !== undefined ? (
        <span id={ids.error} className={fieldStyles.fieldError}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
});
