export {
  ForwardDialog,
  type ForwardDialogProps,
  type ForwardMode,
  type ForwardTarget,
} from './ForwardDialog';
