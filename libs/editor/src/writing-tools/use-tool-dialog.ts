import { useCallback, useState } from 'react';
import { useFocusText } from './use-focus-text';

/**
 * The open state of a tool's dialog. Closing gives the focus back to the text once the dialog has
 * gone (react-aria first returns it to whatever opened the dialog, a toolbar button included).
 */
export function useToolDialog() {
  const [isOpen, setOpen] = useState(false);
  const focusText = useFocusText();
  const open = useCallback(() => setOpen(true), []);
  const onOpenChange = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (!next) requestAnimationFrame(focusText);
    },
    [focusText],
  );
  return { isOpen, open, onOpenChange };
}
