export { Dialog, type DialogProps } from './Dialog';
export { ConfirmHost } from './confirm';
export { clearConfirms, confirm, type ConfirmOptions } from './confirmQueue';
