import { TIMINGS } from '@vn/domain';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, X, type LucideIcon } from 'lucide-react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
  type ToastOptions,
  type ToastRegionProps as AriaToastRegionProps,
} from 'react-aria-components';
import {
  toast,
  toastClose,
  toastContent,
  toastIcon,
  toastRegion,
  type ToastVariants,
} from './Toast.css';

export type ToastKind = NonNullable<ToastVariants['kind']>;

/** What a toast says. */
export interface ToastMessage {
  kind: ToastKind;
  text: string;
}

export interface ToastAddOptions extends Omit<ToastOptions, 'timeout'> {
  /**
   * Milliseconds before the toast hides itself; `null` keeps it until it is closed.
   * @default TIMINGS.errorToastMs (3000)
   */
  timeout?: number | null;
}

/**
 * The queue behind the toast region: at most `TIMINGS.toastsMax` (3) toasts show at once, the rest
 * wait; every toast hides after `TIMINGS.errorToastMs` (3000 ms) unless told otherwise (docs/product §8,
 * §9). Timers pause while the region is hovered or focused (react-aria).
 */
export class ToastQueue extends AriaToastQueue<ToastMessage> {
  constructor() {
    super({ maxVisibleToasts: TIMINGS.toastsMax });
  }

  override add(content: ToastMessage, options: ToastAddOptions = {}): string {
    const { timeout = TIMINGS.errorToastMs, ...rest } = options;
    return super.add(content, timeout === null ? rest : { ...rest, timeout });
  }
}

/** A new, empty queue (tests, stories, a second region). */
export function createToastQueue(): ToastQueue {
  return new ToastQueue();
}

/** The application's queue: `toastQueue.add({ kind: 'error', text })` from anywhere. */
export const toastQueue = createToastQueue();

/** The queue `ToastRegion` and `useToasts` use; the application's queue unless provided. */
export const ToastQueueContext = createContext<ToastQueue>(toastQueue);

export interface Toasts {
  add: (message: ToastMessage, options?: ToastAddOptions) => string;
  error: (text: string, options?: ToastAddOptions) => string;
  success: (text: string, options?: ToastAddOptions) => string;
  info: (text: string, options?: ToastAddOptions) => string;
  close: (key: string) => void;
}

/** Shows toasts from components: `const toasts = useToasts(); toasts.error('Не удалось...')`. */
export function useToasts(): Toasts {
  const queue = useContext(ToastQueueContext);
  return useMemo(
    () => ({
      add: (message, options) => queue.add(message, options),
      error: (text, options) => queue.add({ kind: 'error', text }, options),
      success: (text, options) => queue.add({ kind: 'success', text }, options),
      info: (text, options) => queue.add({ kind: 'info', text }, options),
      close: (key) => queue.close(key),
    }),
    [queue],
  );
}

const icons: Record<ToastKind, LucideIcon> = {
  error: CircleAlert,
  success: CircleCheck,
  info: Info,
};

export interface ToastRegionProps extends Omit<
  AriaToastRegionProps<ToastMessage>,
  'queue' | 'children' | 'className'
> {
  /** @default the queue of `ToastQueueContext` (the application's `toastQueue`) */
  queue?: ToastQueue;
  /**
   * The region's accessible name (F6 moves focus to it).
   * @default 'Уведомления'
   */
  'aria-label'?: string;
  className?: string;
}

/**
 * Where toasts appear: mount once at the root of the app. On react-aria's `ToastRegion` and `Toast`
 * (landmark, F6, focus restore, pausing timers on hover and focus come from there).
 */
export function ToastRegion({
  queue,
  className,
  'aria-label': ariaLabel = 'Уведомления',
  ...props
}: ToastRegionProps): ReactNode {
  const contextQueue = useContext(ToastQueueContext);
  return (
    <AriaToastRegion
      {...props}
      queue={queue ?? contextQueue}
      aria-label={ariaLabel}
      className={clsx(toastRegion, className)}
    >
      {({ toast: queued }) => <ToastItem toast={queued} />}
    </AriaToastRegion>
  );
}

/** One toast of the region: icon, text and the close button "Закрыть уведомление". */
function ToastItem({ toast: queued }: { toast: QueuedToast<ToastMessage> }) {
  const Icon = icons[queued.content.kind];
  return (
    <AriaToast
      toast={queued}
      className={toast({ kind: queued.content.kind })}
      data-kind={queued.content.kind}
    >
      <Icon className={toastIcon} aria-hidden="true" />
      <AriaToastContent className={toastContent}>
        <Text slot="title">{queued.content.text}</Text>
      </AriaToastContent>
      <AriaButton slot="close" aria-label="Закрыть уведомление" className={toastClose}>
        <X aria-hidden="true" />
      </AriaButton>
    </AriaToast>
  );
}
