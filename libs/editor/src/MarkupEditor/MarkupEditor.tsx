import type { RemirrorEventListenerProps } from '@remirror/core';
import { EditorComponent, Remirror } from '@remirror/react';
import {
  imagesLimitNote,
  imagesStillLinked,
  lengthLimitNote,
  limitState,
  parseMarkup,
  serializeMarkup,
} from '@vn/domain';
import { Toolbar, ToolbarSeparator, ToolbarToggleButton } from '@vn/ui';
import { Eye } from 'lucide-react';
import {
  forwardRef,
  useCallback,
  useImperativeHandle,
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
import {
  placeCaretAt,
  useEditorValue,
  usePastedImages,
  useTextAttributes,
  useWritingFieldIds,
} from '../WritingField/use-writing-field';
import { WritingField } from '../WritingField/WritingField';
import * as frame from '../WritingField/WritingField.css';

export interface MarkupEditorProps {
  /** The visible label, also the text's accessible name ("Комментарий"). */
  label: string;
  /** The text, as the domain's markup (docs/product §3): what is stored and what `MarkupView` shows. */
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
  /** Pictures the text may hold (docs/product §9: 8 in a comment); shown once there are pictures. */
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
   * The attached pictures whose address is still in the text: what to send with it (docs/product §5,
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
 * The writing surface for comments, reviews, messages, descriptions and translations (docs/product §3
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
  const ids = useWritingFieldIds();
  const { manager, getContext } = useEditorManager(
    () => [...markupExtensions({ enterBreaksLine: true }), new MarkupPasteExtension()],
    { content: 'paragraph' },
  );
  const documentOf = useCallback(
    (markup: string) => markupToDocument(manager.schema, parseMarkup(markup)),
    [manager],
  );
  const [initialContent] = useState(() => manager.createState({ content: documentOf(value) }));
  /** The markup the text holds now, for the preview and the limits. */
  const [markup, setMarkup] = useState(value);
  const [imageCount, setImageCount] = useState(() => countImages(initialContent.doc));
  const [isFocused, setFocused] = useState(false);
  const [isPreview, setPreview] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  /** Every picture uploaded here or attached before, and the ones last reported as linked. */
  const uploaded = useRef<string[]>([...(attachedImages ?? [])]);
  const linked = useRef<string[]>(imagesStillLinked(value, uploaded.current));
  const reportLinked = useCallback(
    (next: string) => {
      const now = imagesStillLinked(next, uploaded.current);
      if (sameList(now, linked.current)) return;
      linked.current = now;
      onAttachedImagesChange?.(now);
    },
    [onAttachedImagesChange],
  );

  const report = useEditorValue({
    value,
    keyOf: (given: string) => given,
    apply: (given) => {
      const doc = documentOf(given);
      getContext()?.setContent(doc);
      setMarkup(given);
      setImageCount(countImages(doc));
    },
  });

  const handleChange = useCallback(
    ({ tr, state, firstRender }: RemirrorEventListenerProps<MarkupExtension>) => {
      if (firstRender || !tr?.docChanged) return;
      const next = serializeMarkup(documentToMarkup(state.doc));
      setImageCount(countImages(state.doc));
      setMarkup(next);
      if (!report(next)) return;
      reportLinked(next);
      onChange?.(next);
    },
    [onChange, report, reportLinked],
  );

  const insertImages = useCallback(
    (sources: string[], position: number | undefined) => {
      const context = getContext();
      if (!context) return;
      uploaded.current.push(...sources);
      placeCaretAt(context.view, position);
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
  usePastedImages(manager.getExtension(MarkupPasteExtension), images.uploadFiles);

  useImperativeHandle(ref, () => ({ focus: () => getContext()?.focus() }), [getContext]);

  const lengthNote =
    maxLength === undefined ? undefined : lengthLimitNote(markup.length, maxLength);
  const imagesNote = maxImages === undefined ? undefined : imagesLimitNote(imageCount, maxImages);
  const limitNotes = [imagesNote, lengthNote].filter((note) => note !== undefined);
  const isOver =
    (maxLength !== undefined && limitState(markup.length, maxLength) === 'over') ||
    (maxImages !== undefined && limitState(imageCount, maxImages) === 'over');
  const isInvalid = errorMessage !== undefined || isOver;
  const attributes = useTextAttributes({
    getContext,
    ids,
    describedBy: [
      description != null && ids.description,
      limitNotes.length > 0 && ids.limits,
      errorMessage !== undefined && ids.error,
    ],
    isInvalid,
    isDisabled,
    name,
  });
  const toolsDisabled = isDisabled || isPreview;

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
      limitNotes={limitNotes}
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
        <Toolbar aria-label={`Оформление: ${label}`} className={frame.editorToolbar}>
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
            className={frame.previewToggle}
          />
        </Toolbar>
        <div className={editorContent} hidden={isPreview}>
          <EditorComponent />
          {onSubmit ? <SubmitShortcut onSubmit={onSubmit} /> : null}
          {searchUsers ? <MentionSuggestions search={searchUsers} containerRef={boxRef} /> : null}
        </div>
        {isPreview ? (
          <div role="region" aria-label={`Предпросмотр: ${label}`} className={frame.preview}>
            <MarkupView value={markup} showHidden />
          </div>
        ) : null}
      </Remirror>
    </WritingField>
  );
});
