export { Toaster } from './Toast';
export { toast, type ToastItem, type ToastKind } from './store';
