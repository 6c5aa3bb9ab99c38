export { ReportDialog, REPORT_DIALOG_WIDTH, type ReportDialogProps } from './ReportDialog';
