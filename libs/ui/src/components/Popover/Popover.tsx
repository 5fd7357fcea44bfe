import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Dialog,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { formEventsStayInside } from '../Dialog/form-events';
import { popover, popoverContent, popoverDialog } from './Popover.css';

export interface PopoverProps extends Omit<AriaPopoverProps, 'children' | 'className'> {
  /** The name of what opens ("Стикеры"): the popover is a dialog and must be named. */
  'aria-label': string;
  /** The content; a function receives `close`. */
  children: ReactNode | ((renderProps: { close: () => void }) => ReactNode);
  className?: string;
}

/**
 * A small non-modal dialog beside its trigger (a picker, a short form), on react-aria's `Popover`
 * and `Dialog`: focus moves in and returns to the trigger, Escape and a press outside close it. Put
 * it in a `DialogTrigger` after the trigger button. A form inside submits itself only, never a form
 * around the trigger (`formEventsStayInside`).
 */
export function Popover({ 'aria-label': label, children, className, ...props }: PopoverProps) {
  return (
    <AriaPopover {...props} className={clsx(popover, className)}>
      <Dialog aria-label={label} className={popoverDialog}>
        {(renderProps) => (
          <div className={popoverContent} {...formEventsStayInside}>
            {typeof children === 'function' ? children(renderProps) : children}
          </div>
        )}
      </Dialog>
    </AriaPopover>
  );
}
