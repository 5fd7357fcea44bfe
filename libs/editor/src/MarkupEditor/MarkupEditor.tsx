import type { RemirrorEventListenerProps } from '@remirror/core';
import { TextSelection } from '@remirror/pm/state';
import { EditorComponent, Remirror } from '@remirror/react';
import {
  imagesLimitNote,
  imagesStillLinked,
  lengthLimitNote,
  limitState,
  parseMarkup,
  serializeMarkup,
} from '@vn/domain';
import { fieldStyles, Toolbar, ToolbarSeparator, ToolbarToggleButton } from '@vn/ui';
import { Eye } from 'lucide-react';
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { documentToMarkup, markupToDocument } from '../document/markup-document';
import { editorContent } from '../editor-content.css';
import { markupExtensions, type MarkupExtension } from '../extensions/markup-extensions';
import { MarkupPasteExtension } from '../extensions/markup-paste-extension';
import { MarkupView } from '../MarkupView';
import { useEditorManager } from '../use-editor-manager';
import { FormattingTools } from '../writing-tools/FormattingTools';
import { ImageTool } from '../writing-tools/ImageTool';
import { LinkTool } from '../writing-tools/LinkTool';
import { MentionSuggestions, type SearchUsers } from '../writing-tools/MentionSuggestions';
import { MentionTool } from '../writing-tools/MentionTool';
import { ProjectLinkTool, type SearchProjects } from '../writing-tools/ProjectLinkTool';
import { SmileTool } from '../writing-tools/SmileTool';
import { SpoilerTool } from '../writing-tools/SpoilerTool';
import { StickerTool } from '../writing-tools/StickerTool';
import { SubmitShortcut } from '../writing-tools/SubmitShortcut';
import { useImageUpload, type UploadImage } from '../writing-tools/use-image-upload';
import * as styles from './MarkupEditor.css';

export interface MarkupEditorProps {
  /** The visible label, also the text's accessible name ("Комментарий"). */
  label: string;
  /** The text, as the domain's markup (SPEC.md §3): what is stored and what `MarkupView` shows. */
  value: string;
  /** Called with the new markup after every change the writer makes. */
  onChange?: (value: string) => void;
  /** Called when the focus leaves the text (react-hook-form marks the field touched). */
  onBlur?: () => void;
  /** The form field's name (react-hook-form passes it). */
  name?: string;
  /** A hint under the box. */
  description?: ReactNode;
  /** The field's error, under the box; the text is then marked invalid. */
  errorMessage?: string;
  placeholder?: string;
  /** Characters of markup the text may hold (the domain's limit); shown as the writer nears it. */
  maxLength?: number;
  /** Pictures the text may hold (SPEC.md §9: 8 in a comment); shown once there are pictures. */
  maxImages?: number;
  isDisabled?: boolean;
  autoFocus?: boolean;
  /** Finds users for `@` mentions; without it, mentions are not offered. */
  searchUsers?: SearchUsers;
  /** Finds projects for `[novel]` links; without it, the tool is not offered. */
  searchProjects?: SearchProjects;
  /** Uploads a picture and answers its address; without it, pictures cannot be added. */
  uploadImage?: UploadImage;
  /** Pictures already attached to what is being edited (an edited comment's images). */
  attachedImages?: readonly string[];
  /**
   * The attached pictures whose address is still in the text: what to send with it (SPEC.md §5,
   * the domain's `imagesStillLinked`). Called when that list changes.
   */
  onAttachedImagesChange?: (images: string[]) => void;
  /** Ctrl+Enter (⌘+Enter) in the text: send the form (Enter breaks the line). */
  onSubmit?: () => void;
  className?: string;
}

/** What a form may do with the editor (react-hook-form focuses a field with an error). */
export interface MarkupEditorHandle {
  focus: () => void;
}

function countImages(doc: RemirrorEventListenerProps<MarkupExtension>['state']['doc']): number {
  let count = 0;
  doc.descendants((node) => {
    if (node.type.name === 'img') count++;
  });
  return count;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/**
 * The writing surface for comments, reviews, messages, descriptions and translations (SPEC.md §3
 * tags, §5 rules): every markup tag from a toolbar, shortcuts and `@` mentions, pictures chosen,
 * pasted or dropped, paste from other sites reduced to the markup, and a preview as readers will see
 * it. Its value is the markup string, in and out; it works as a react-hook-form field.
 */
export const MarkupEditor = forwardRef<MarkupEditorHandle, MarkupEditorProps>(function MarkupEditor(
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
    maxImages,
    isDisabled = false,
    autoFocus = false,
    searchUsers,
    searchProjects,
    uploadImage,
    attachedImages,
    onAttachedImagesChange,
    onSubmit,
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
    () => [...markupExtensions({ enterBreaksLine: true }), new MarkupPasteExtension()],
    { content: 'paragraph' },
  );
  const documentOf = useCallback(
    (markup: string) => markupToDocument(manager.schema, parseMarkup(markup)),
    [manager],
  );
  const [initialContent] = useState(() => manager.createState({ content: documentOf(value) }));

  /** The markup the editor last reported, to tell the form's own changes from a new value. */
  const reported = useRef(value);
  const [length, setLength] = useState(value.length);
  const [imageCount, setImageCount] = useState(() => countImages(initialContent.doc));
  const [isFocused, setFocused] = useState(false);
  const [isPreview, setPreview] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  /** Every picture uploaded here or attached before, and the ones last reported as linked. */
  const uploaded = useRef<string[]>([...(attachedImages ?? [])]);
  const linked = useRef<string[]>(imagesStillLinked(value, uploaded.current));
  const reportLinked = useCallback(
    (markup: string) => {
      const now = imagesStillLinked(markup, uploaded.current);
      if (sameList(now, linked.current)) return;
      linked.current = now;
      onAttachedImagesChange?.(now);
    },
    [onAttachedImagesChange],
  );

  const handleChange = useCallback(
    ({ tr, state, firstRender }: RemirrorEventListenerProps<MarkupExtension>) => {
      if (firstRender || !tr?.docChanged) return;
      const markup = serializeMarkup(documentToMarkup(state.doc));
      setImageCount(countImages(state.doc));
      setLength(markup.length);
      if (markup === reported.current) return;
      reported.current = markup;
      reportLinked(markup);
      onChange?.(markup);
    },
    [onChange, reportLinked],
  );

  // A value from outside (a form reset after sending, a draft loaded) replaces the text.
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    const context = getContext();
    if (!context) return;
    const doc = documentOf(value);
    context.setContent(doc);
    setLength(value.length);
    setImageCount(countImages(doc));
  }, [value, documentOf, getContext]);

  const insertImages = useCallback(
    (sources: string[], position: number | undefined) => {
      const context = getContext();
      if (!context) return;
      uploaded.current.push(...sources);
      const { view } = context;
      if (position !== undefined && position <= view.state.doc.content.size) {
        view.dispatch(
          view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(position))),
        );
      }
      context.commands.insertImages(sources);
    },
    [getContext],
  );
  const images = useImageUpload({
    upload: uploadImage,
    maxImages,
    countImages: () => imageCount,
    insert: insertImages,
  });

  const { uploadFiles } = images;
  useEffect(() => {
    const paste = manager.getExtension(MarkupPasteExtension);
    return paste.addHandler('onImageFiles', (files, position) => {
      void uploadFiles(files, position);
    });
  }, [manager, uploadFiles]);

  useImperativeHandle(ref, () => ({ focus: () => getContext()?.focus() }), [getContext]);

  const lengthNote = maxLength === undefined ? undefined : lengthLimitNote(length, maxLength);
  const imagesNote = maxImages === undefined ? undefined : imagesLimitNote(imageCount, maxImages);
  const isOver =
    (maxLength !== undefined && limitState(length, maxLength) === 'over') ||
    (maxImages !== undefined && limitState(imageCount, maxImages) === 'over');
  const isInvalid = errorMessage !== undefined || isOver;
  const describedBy = [
    description != null ? ids.description : null,
    lengthNote || imagesNote ? ids.limits : null,
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
  // ProseMirror reads the text's attributes and `editable` again only when its state updates, so
  // a new error or a change of `isDisabled` is applied at once by updating it to itself.
  useEffect(() => {
    const view = getContext()?.view;
    view?.updateState(view.state);
  }, [attributes, isDisabled, getContext]);
  const toolsDisabled = isDisabled || isPreview;
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
          <Toolbar aria-label={`Оформление: ${label}`} className={styles.editorToolbar}>
            <FormattingTools isDisabled={toolsDisabled} />
            <ToolbarSeparator />
            <LinkTool isDisabled={toolsDisabled} />
            {searchProjects ? (
              <ProjectLinkTool isDisabled={toolsDisabled} search={searchProjects} />
            ) : null}
            {searchUsers ? <MentionTool isDisabled={toolsDisabled} /> : null}
            <SpoilerTool isDisabled={toolsDisabled} />
            {uploadImage ? (
              <ImageTool
                isDisabled={toolsDisabled || images.pending > 0}
                isFull={maxImages !== undefined && imageCount >= maxImages}
                onFiles={(files) => void images.uploadFiles(files)}
              />
            ) : null}
            <StickerTool isDisabled={toolsDisabled} />
            <SmileTool isDisabled={toolsDisabled} />
            <ToolbarToggleButton
              label="Предпросмотр"
              icon={Eye}
              showLabel
              isSelected={isPreview}
              onChange={setPreview}
              isDisabled={isDisabled}
              className={styles.previewToggle}
            />
          </Toolbar>
          <div className={editorContent} hidden={isPreview}>
            <EditorComponent />
            {onSubmit ? <SubmitShortcut onSubmit={onSubmit} /> : null}
            {searchUsers ? <MentionSuggestions search={searchUsers} containerRef={boxRef} /> : null}
          </div>
          {isPreview ? (
            <div role="region" aria-label={`Предпросмотр: ${label}`} className={styles.preview}>
              <MarkupView value={reported.current} showHidden />
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
        {lengthNote || imagesNote ? (
          <div id={ids.limits} className={styles.limits} data-over={isOver || undefined}>
            {imagesNote ? <span>{imagesNote}</span> : null}
            {lengthNote ? <span>{lengthNote}</span> : null}
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
