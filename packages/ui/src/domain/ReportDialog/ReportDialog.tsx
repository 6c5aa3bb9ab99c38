import { useState } from 'react';
import { useUiMessages } from '../../locale';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Facts, Solution } from './ReportDialog.styles';

/** Report dialog width of spec 2 §9. */
export const REPORT_DIALOG_WIDTH = 576;

export interface ReportDialogProps {
  open: boolean;
  /** Called with false on cancel, ×, Escape or click-away. */
  onOpenChange: (open: boolean) => void;
  /** Target region name (areaName of the report request). */
  areaName: string;
  /** Company the report is about (entName). */
  companyName: string;
  /** Generates the report; the dialog shows a spinner until it settles. A rejection is swallowed (spec 2 §8). */
  onConfirm: () => Promise<unknown> | void;
}

/** 生成报告 (576 px): 招商解决方案, the target region and the company, with cancel and confirm. */
export function ReportDialog({ open, onOpenChange, areaName, companyName, onConfirm }: ReportDialogProps) {
  const messages = useUiMessages();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // Report failures are silent; loading ends (spec 2 §8).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.report.title}
      width={REPORT_DIALOG_WIDTH}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{messages.cancel}</Button>
          <Button variant="primary" loading={busy} onClick={confirm}>
            {messages.ok}
          </Button>
        </>
      }
    >
      <Solution>{messages.report.solution}</Solution>
      <Facts>
        <dt>{messages.report.region}</dt>
        <dd>{areaName || '-'}</dd>
        <dt>{messages.report.company}</dt>
        <dd>{companyName || '-'}</dd>
      </Facts>
    </Dialog>
  );
}
