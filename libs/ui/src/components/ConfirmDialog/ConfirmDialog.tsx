import {
  forwardRef,
  useContext,
  useLayoutEffect,
  useRef,
  type MutableRefObject,
  type ReactNode,
} from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import { confirmDialogActions, confirmDialogMessage } from './ConfirmDialog.css';

export interface ConfirmDialogProps extends Omit<
  DialogProps,
  'children' | 'role' | 'showCloseButton' | 'size'
> {
  /** The question, e.g. "Удалить новеллу?". */
  title: ReactNode;
  /** More detail under the question, e.g. "Его будет нельзя восстановить.". */
  message?: ReactNode;
  /** @default 'Да' */
  confirmLabel?: string;
  /** @default 'Отмена' */
  cancelLabel?: string;
  /**
   * `destructive` paints the confirm button as a danger action (deleting, banning).
   * @default 'default'
   */
  variant?: 'default' | 'destructive';
  /** Called when the confirm button is pressed; the dialog then closes. */
  onConfirm: () => void;
  /**
   * Called when the dialog is cancelled: the cancel button, and (when opened through `isOpen` or
   * `defaultOpen`) Escape or a press outside. Inside a `DialogTrigger`, Escape is reported by the
   * trigger's `onOpenChange`.
   */
  onCancel?: () => void;
  /**
   * A press outside cancels.
   * @default false
   */
  isDismissable?: boolean;
}

interface ContentProps {
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  variant: 'default' | 'destructive';
  settledRef: MutableRefObject<boolean>;
  onConfirm: () => void;
  onCancel?: () => void;
  close: () => void;
}

function ConfirmDialogContent({
  message,
  confirmLabel,
  cancelLabel,
  variant,
  settledRef,
  onConfirm,
  onCancel,
  close,
}: ContentProps) {
  // Each opening starts unanswered.
  useLayoutEffect(() => {
    settledRef.current = false;
  }, [settledRef]);
  return (
    <>
      {message ? <p className={confirmDialogMessage}>{message}</p> : null}
      <div className={confirmDialogActions}>
        <Button
          variant="secondary"
          onPress={() => {
            settledRef.current = true;
            onCancel?.();
            close();
          }}
        >
          {cancelLabel}
        </Button>
        <Button
          variant={variant === 'destructive' ? 'danger' : 'primary'}
          onPress={() => {
            settledRef.current = true;
            onConfirm();
            close();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </>
  );
}

/**
 * The shared confirmation dialog (docs/product §2.1): a question, "Отмена" and a confirm button ("Да" by
 * default). An `alertdialog` on `Dialog`; use `isOpen`/`onOpenChange` or a `DialogTrigger`.
 */
export const ConfirmDialog = forwardRef<HTMLElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    title,
    message,
    confirmLabel = 'Да',
    cancelLabel = 'Отмена',
    variant = 'default',
    onConfirm,
    onCancel,
    onOpenChange,
    isDismissable = false,
    ...props
  },
  ref,
) {
  const settledRef = useRef(false);
  // Inside a `DialogTrigger` the trigger owns the state (react-aria warns about onOpenChange here).
  const triggerState = useContext(OverlayTriggerStateContext);
  const ownsState = props.isOpen != null || props.defaultOpen != null || !triggerState;
  return (
    <Dialog
      {...props}
      ref={ref}
      title={title}
      role="alertdialog"
      size="sm"
      isDismissable={isDismissable}
      showCloseButton={false}
      onOpenChange={
        ownsState
          ? (isOpen) => {
              if (!isOpen && !settledRef.current) {
                settledRef.current = true;
                onCancel?.();
              }
              onOpenChange?.(isOpen);
            }
          : undefined
      }
    >
      {({ close }) => (
        <ConfirmDialogContent
          message={message}
          confirmLabel={confirmLabel}
          cancelLabel={cancelLabel}
          variant={variant}
          settledRef={settledRef}
          onConfirm={onConfirm}
          onCancel={onCancel}
          close={close}
        />
      )}
    </Dialog>
  );
});
