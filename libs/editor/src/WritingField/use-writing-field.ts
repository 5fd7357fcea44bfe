import { TextSelection } from '@remirror/pm/state';
import type { EditorView } from '@remirror/pm/view';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import type { PasteExtension } from '../extensions/paste-extension';

export interface WritingFieldIds {
  label: string;
  description: string;
  limits: string;
  error: string;
  text: string;
}

export function useWritingFieldIds(): WritingFieldIds {
  return { label: useId(), description: useId(), limits: useId(), error: useId(), text: useId() };
}

/** How many of its own last values an editor recognises when a form hands one back late. */
const RECENT_REPORTS = 8;

/**
 * The value an editor gives out and the value it is given. `report` says whether a value the
 * writer made is new (then the editor calls `onChange`); a value given that the editor did not
 * report (a form reset after sending, a draft loaded) is `apply`-ed to the text. A form may hand
 * one of the editor's own last values back a render late (an echo): that must not replace what was
 * typed since, so the last few reports are recognised. Checked as soon as React commits, before
 * another keystroke can make the value stale.
 */
export function useEditorValue<Value>({
  value,
  keyOf,
  apply,
}: {
  value: Value;
  keyOf: (value: Value) => string;
  apply: (value: Value) => void;
}): (next: Value) => boolean {
  const reported = useRef(keyOf(value));
  const recentlyReported = useRef<string[]>([]);
  const latest = useRef({ keyOf, apply });
  latest.current = { keyOf, apply };

  useLayoutEffect(() => {
    const key = latest.current.keyOf(value);
    if (key === reported.current || recentlyReported.current.includes(key)) return;
    reported.current = key;
    recentlyReported.current = [];
    latest.current.apply(value);
  }, [value]);

  return useCallback((next: Value) => {
    const key = latest.current.keyOf(next);
    if (key === reported.current) return false;
    reported.current = key;
    recentlyReported.current = [...recentlyReported.current.slice(-(RECENT_REPORTS - 1)), key];
    return true;
  }, []);
}

/**
 * The text's own attributes: its label, what describes it, whether it is invalid. ProseMirror reads
 * them again only when its state next updates; an error or a limit changes as the writer types, so
 * they are written onto the text at once rather than by redrawing it mid-keystroke (a redraw then
 * could move the caret). `editable` changes rarely, never while typing: ProseMirror takes it by
 * updating to itself.
 */
export function useTextAttributes({
  getContext,
  ids,
  describedBy,
  isInvalid,
  isDisabled,
  name,
}: {
  getContext: () => { view: EditorView } | undefined;
  ids: WritingFieldIds;
  /** The ids of what describes the text, those shown now. */
  describedBy: readonly (string | false | undefined)[];
  isInvalid: boolean;
  isDisabled: boolean;
  name: string | undefined;
}): Record<string, string> {
  const description = describedBy.filter(Boolean).join(' ');
  const attributes = useMemo(
    () => ({
      id: ids.text,
      'aria-labelledby': ids.label,
      ...(description !== '' ? { 'aria-describedby': description } : {}),
      ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
      ...(name ? { 'data-name': name } : {}),
    }),
    [ids.text, ids.label, description, isInvalid, name],
  );
  useEffect(() => {
    const text = getContext()?.view.dom;
    if (!text) return;
    for (const attribute of ['aria-describedby', 'aria-invalid', 'data-name'])
      if (!(attribute in attributes)) text.removeAttribute(attribute);
    for (const [attribute, value] of Object.entries(attributes))
      text.setAttribute(attribute, value);
  }, [attributes, getContext]);
  useEffect(() => {
    const view = getContext()?.view;
    view?.updateState(view.state);
  }, [isDisabled, getContext]);
  return attributes;
}

/** Image files pasted or dropped into the text go to the upload. */
export function usePastedImages(
  paste: PasteExtension,
  uploadFiles: (files: readonly File[], position?: number) => Promise<void>,
): void {
  useEffect(
    () =>
      paste.addHandler('onImageFiles', (files, position) => {
        void uploadFiles(files, position);
      }),
    [paste, uploadFiles],
  );
}

/** Puts the caret where a drop aimed (inside the document), before pictures are inserted there. */
export function placeCaretAt(view: EditorView, position: number | undefined): void {
  if (position === undefined || position > view.state.doc.content.size) return;
  view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(position))));
}
