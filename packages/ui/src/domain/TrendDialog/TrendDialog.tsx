import { useUiMessages } from '../../locale';
import { Dialog } from '../../primitives/Dialog';
import { Content, Meta } from './TrendDialog.styles';
import { trendSource, trendText, type DynamicEntry } from './trend';

/** Trend dialog width of spec 2 §9. */
export const TREND_DIALOG_WIDTH = 1140;

export interface TrendDialogProps {
  /** The entry shown; null closes the dialog. */
  trend: DynamicEntry | null;
  /** Called on ×, Escape or click-away. */
  onClose: () => void;
}

/** Trend detail (1140 px): title, publisher or source, publish time, and the content as plain text. */
export function TrendDialog({ trend, onClose }: TrendDialogProps) {
  const messages = useUiMessages();
  const source = trend ? trendSource(trend) : '';
  return (
    <Dialog
      open={!!trend}
      onOpenChange={(open) => !open && onClose()}
      title={trend?.title || messages.trend.dialogLabel}
      width={TREND_DIALOG_WIDTH}
    >
      {trend && (
        <>
          <Meta>
            {source && <span>{messages.trend.publisher(source)}</span>}
            {trend.publishDt && <span>{messages.trend.publishDt(trend.publishDt)}</span>}
          </Meta>
          <Content>{trendText(trend.content) || '-'}</Content>
        </>
      )}
    </Dialog>
  );
}
