import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type DialogTriggerProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../Button';
import {
  dialog,
  dialogBody,
  dialogClose,
  dialogHeader,
  dialogHeading,
  dialogModal,
  dialogOverlay,
  type DialogVariants,
} from './Dialog.css';
import { formEventsStayInside } from './form-events';

export interface DialogRenderProps {
  /** Closes the dialog. */
  close: () => void;
}

export interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  /** The content; a function receives `close`. */
  children?: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
  /**
   * `alertdialog` for confirmations that interrupt.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /** @default 'md' */
  size?: DialogVariants['size'];
  /**
   * Show the close button (aria-label "Закрыть") in the header.
   * @default true
   */
  showCloseButton?: boolean;
  /**
   * A press outside closes the dialog. Escape always closes it.
   * @default true
   */
  isDismissable?: boolean;
  /** Applied to the dialog element. */
  className?: string;
}

/**
 * A modal dialog on react-aria's `ModalOverlay`, `Modal`, `Dialog` and `Heading`: focus is trapped
 * and restored, Escape closes, the page behind is hidden from assistive technology. Control it with
 * `isOpen`/`onOpenChange`, or put it in a `DialogTrigger` after its trigger button. A form inside
 * submits itself only, never a form around the dialog's trigger (`formEventsStayInside`).
 */
export const Dialog = forwardRef<HTMLElement, DialogProps>(function Dialog(
  {
    title,
    children,
    role = 'dialog',
    size,
    showCloseButton = true,
    isDismissable = true,
    className,
    ...props
  },
  ref,
) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={dialogOverlay}>
      <Modal className={dialogModal({ size })}>
        <AriaDialog ref={ref} role={role} className={clsx(dialog, className)}>
          {({ close }) => (
            <>
              <div className={dialogHeader}>
                <Heading slot="title" className={dialogHeading}>
                  {title}
                </Heading>
                {showCloseButton ? (
                  <Button
                    slot="close"
                    variant="ghost"
                    size="sm"
                    aria-label="Закрыть"
                    className={dialogClose}
                  >
                    <X aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
              <div className={dialogBody} {...formEventsStayInside}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
});

export { DialogTrigger, type DialogTriggerProps };
