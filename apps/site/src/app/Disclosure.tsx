import { Button } from '@vn/ui';
import { useId, useState, type ReactNode } from 'react';

export interface DisclosureProps {
  /** The button's words; a function when they change with the block (open or not). */
  label: ReactNode | ((open: boolean) => ReactNode);
  /** @default 'ghost' */
  variant?: 'ghost' | 'secondary';
  /** The block the button shows, mounted only while it is open. */
  children: ReactNode;
}

/**
 * A small button that shows a block below it and hides it again. The block is in the page only
 * while open, so what it loads (a lazy chunk, a call) waits for a reader who asks; the button's
 * `aria-controls` names it only while it is there.
 */
export function Disclosure({ label, variant = 'ghost', children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const blockId = useId();
  return (
    <>
      <div>
        <Button
          variant={variant}
          size="sm"
          aria-expanded={open}
          aria-controls={open ? blockId : undefined}
          onPress={() => setOpen((value) => !value)}
        >
          {typeof label === 'function' ? label(open) : label}
        </Button>
      </div>
      {open && <div id={blockId}>{children}</div>}
    </>
  );
}
