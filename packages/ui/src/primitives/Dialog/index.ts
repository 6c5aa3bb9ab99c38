export { Dialog, type DialogProps } from './Dialog';
export { confirm, ConfirmHost, type ConfirmOptions } from './confirm';
