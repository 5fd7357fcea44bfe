import { useKeymap } from '@remirror/react';
import { useCallback } from 'react';

/**
 * Ctrl+Enter (⌘+Enter) sends what is written, as comment and message boxes everywhere do: Enter
 * itself breaks the line. Renders nothing.
 */
export function SubmitShortcut({ onSubmit }: { onSubmit: () => void }) {
  const submit = useCallback(() => {
    onSubmit();
    return true;
  }, [onSubmit]);
  useKeymap('Mod-Enter', submit);
  return null;
}
