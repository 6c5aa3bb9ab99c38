export { MergedRecordDialog, type MergedRecordDialogProps } from './MergedRecordDialog';
