import type { RemirrorEventListenerProps } from '@remirror/core';
import {
  imagesLimitNote,
  imagesStillLinked,
  lengthLimitNote,
  limitState,
  parseMarkup,
  serializeMarkup,
} from '@vn/domain';
import { forwardRef, useCallback, useImperativeHandle, useRef, useState } from 'react';
import { documentToMarkup, markupToDocument } from '../document/markup-document';
import { markupExtensions, type MarkupExtension } from '../extensions/markup-extensions';
import { MarkupPasteExtension } from '../extensions/markup-paste-extension';
import { MarkupView } from '../MarkupView';
import { useEditorManager } from '../use-editor-manager';
import { ImageTool } from '../writing-tools/ImageTool';
import { MentionSuggestions } from '../writing-tools/MentionSuggestions';
import { SubmitShortcut } from '../writing-tools/SubmitShortcut';
import { useImageUpload } from '../writing-tools/use-image-upload';
import { WritingToolbar } from '../writing-tools/WritingToolbar';
import { placeCaretAt, useEditorValue, usePastedImages } from '../WritingField/use-writing-field';
import {
  WritingField,
  type WritingFieldHandle,
  type WritingFieldOptions,
  type WritingServices,
} from '../WritingField/WritingField';

export interface MarkupEditorProps extends WritingFieldOptions, WritingServices {
  /** The text, as the domain's markup (docs/product §3): what is stored and what `MarkupView` shows. */
  value: string;
  /** Called with the new markup after every change the writer makes. */
  onChange?: (value: string) => void;
  /** Characters of markup the text may hold (the domain's limit); shown as the writer nears it. */
  maxLength?: number;
  /** Pictures the text may hold (docs/product §9: 8 in a comment); shown once there are pictures. */
  maxImages?: number;
  /** Pictures already attached to what is being edited (an edited comment's images). */
  attachedImages?: readonly string[];
  /**
   * The attached pictures whose address is still in the text: what to send with it (docs/product §5,
   * the domain's `imagesStillLinked`). Called when that list changes.
   */
  onAttachedImagesChange?: (images: string[]) => void;
  /** Ctrl+Enter (⌘+Enter) in the text: send the form (Enter breaks the line). */
  onSubmit?: () => void;
}

export type MarkupEditorHandle = WritingFieldHandle;

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
    value,
    onChange,
    maxLength,
    maxImages,
    searchUsers,
    searchProjects,
    uploadImage,
    attachedImages,
    onAttachedImagesChange,
    onSubmit,
    ...field
  },
  ref,
) {
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
  const toolsDisabled = field.isDisabled || isPreview;

  return (
    <WritingField
      {...field}
      manager={manager}
      getContext={getContext}
      initialContent={initialContent}
      onChange={handleChange}
      boxRef={boxRef}
      images={images}
      limitNotes={limitNotes}
      isOver={isOver}
      toolbar={
        <WritingToolbar
          label={field.label}
          isDisabled={field.isDisabled ?? false}
          isInlineDisabled={toolsDisabled}
          isPreview={isPreview}
          onPreviewChange={setPreview}
          withMentions={searchUsers !== undefined}
          searchProjects={searchProjects}
          imageTool={
            uploadImage ? (
              <ImageTool
                isDisabled={toolsDisabled || images.pending > 0}
                isFull={maxImages !== undefined && imageCount >= maxImages}
                onFiles={(files) => void images.uploadFiles(files)}
              />
            ) : null
          }
        />
      }
      isPreview={isPreview}
      preview={<MarkupView value={markup} showHidden />}
    >
      {onSubmit ? <SubmitShortcut onSubmit={onSubmit} /> : null}
      {searchUsers ? <MentionSuggestions search={searchUsers} containerRef={boxRef} /> : null}
    </WritingField>
  );
});
