export { TrendDialog, TREND_DIALOG_WIDTH, type TrendDialogProps } from './TrendDialog';
export { trendSource, trendText, type DynamicEntry } from './trend';
