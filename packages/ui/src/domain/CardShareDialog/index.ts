export { CardShareDialog, SHARE_QR_SIZE, type CardShareDialogProps } from './CardShareDialog';
