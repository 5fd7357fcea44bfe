export {
  createToastQueue,
  ToastQueue,
  ToastQueueContext,
  toastQueue,
  ToastRegion,
  useToasts,
  type ToastAddOptions,
  type ToastKind,
  type ToastMessage,
  type ToastRegionProps,
  type Toasts,
} from './Toast';
