import { useRemirrorContext } from '@remirror/react';
import { useCallback, useState } from 'react';

/**
 * The open state of a tool's dialog. Closing gives the focus back to the text once the dialog has
 * gone (react-aria first returns it to whatever opened the dialog, a toolbar button included).
 */
export function useToolDialog() {
  const [isOpen, setOpen] = useState(false);
  const { focus } = useRemirrorContext();
  const open = useCallback(() => setOpen(true), []);
  const onOpenChange = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (!next) requestAnimationFrame(() => focus());
    },
    [focus],
  );
  return { isOpen, open, onOpenChange };
}
