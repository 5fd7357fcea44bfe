import { useRemirrorContext } from '@remirror/react';
import { useCallback } from 'react';

/**
 * Gives the focus back to the text, with the caret where the editor's selection is, at once.
 * Remirror's own `focus` waits for the next animation frame, which on a busy machine comes after
 * the writer's next keys: a toolbar button pressed with Space left the focus on the button, and the
 * next letters went nowhere.
 */
export function useFocusText(): () => void {
  const { view } = useRemirrorContext();
  return useCallback(() => {
    if (!view.hasFocus()) view.focus();
  }, [view]);
}
