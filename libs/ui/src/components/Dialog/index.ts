export {
  Dialog,
  DialogTrigger,
  type DialogProps,
  type DialogRenderProps,
  type DialogTriggerProps,
} from './Dialog';
