import { RemirrorManager, type AnyExtension } from '@remirror/core';
import { DocExtension } from '@remirror/extension-doc';
import { HistoryExtension } from '@remirror/extension-history';
import { ParagraphExtension } from '@remirror/extension-paragraph';
import { TextExtension } from '@remirror/extension-text';
import { ReactExtension } from '@remirror/preset-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { EnterInputExtension } from './extensions/enter-input-extension';

export interface EditorManagerOptions {
  /** The document's content expression (`paragraph` for the markup editor's one run of lines). */
  content: string;
}

/**
 * The manager of a writing surface, with what React and editing need besides its own extensions
 * (Enter given to the editor's keys however the browser reports it: `EnterInputExtension`).
 */
export function createEditorManager<Extension extends AnyExtension>(
  extensions: () => Extension[],
  { content }: EditorManagerOptions,
) {
  return RemirrorManager.create(() => [
    ...extensions(),
    new ReactExtension({}),
    new HistoryExtension({}),
    new EnterInputExtension(),
    new DocExtension({ content }),
    new TextExtension(),
    new ParagraphExtension(),
  ]);
}

/**
 * The Remirror manager of a writing surface, holding only what it uses. `useRemirror` would add the
 * core preset's positioner, gap cursor and events extensions, which no editor here needs: a sixth
 * of the editor's chunk (docs/architecture.md § Budgets: the writing surface). `getContext` answers
 * the running editor's context.
 */
export function useEditorManager<Extension extends AnyExtension>(
  extensions: () => Extension[],
  options: EditorManagerOptions,
) {
  const latest = useRef({ extensions, options });
  latest.current = { extensions, options };
  const [manager, setManager] = useState(() => createEditorManager(extensions, options));
  // React's strict mode mounts twice and the first unmount destroys the manager: make a new one.
  useEffect(
    () =>
      manager.addHandler('destroy', () =>
        setManager(() => createEditorManager(latest.current.extensions, latest.current.options)),
      ),
    [manager],
  );
  const getContext = useCallback(() => manager.output, [manager]);
  return { manager, getContext };
}
