export { Dialog, type DialogProps } from './Dialog';
export { clearConfirms, confirm, ConfirmHost, type ConfirmOptions } from './confirm';
