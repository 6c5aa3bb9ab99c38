import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, type DialogProps } from '@platform/ui';

export interface FormDialogProps {
  title: string;
  /** The primary button's words: 确定 unless the action has its own (保存, 上传…). */
  okLabel?: string;
  /** The save in flight: the primary button spins and takes no second click. */
  saving?: boolean;
  width?: DialogProps['width'];
  onOk: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog that edits something: its fields, then 取消 and the primary action. */
export function FormDialog({
  title,
  okLabel,
  saving = false,
  width,
  onOk,
  onClose,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      title={title}
      width={width}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={saving} onClick={onOk}>
            {okLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
