import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@platform/ui';
import type { InvoiceableOrder } from '@platform/contracts/invoices/schemas';
import { downloadFile } from '../../shared/api/downloadFile';
import { currentLanguage } from '../../shared/i18n';
import { useGoodsWords } from '../../shared/i18n/goods';
import { useAppSelector } from '../../shared/store/hooks';
import { INVOICE_PDF_PATH } from './invoicesApi';

/** The copy key of an invoice type: 1 普通发票, 2 增值税专用发票. */
export const typeKey = (type: number) => (type === 2 ? 'special' : 'general');

/** The goods of an order in the reader's language: edition, duration and seats. */
export function useGoodsText() {
  const { t } = useTranslation();
  const { goodsTime, mealName } = useGoodsWords();
  return (goods: Pick<InvoiceableOrder, 'mealCode' | 'mealName' | 'goodsTime' | 'accountNum'>) =>
    t('invoices.goodsValue', {
      meal: mealName(goods.mealCode, goods.mealName),
      time: goodsTime(goods.goodsTime),
      seats: goods.accountNum,
    });
}

/** Saves an issued invoice's PDF; a refusal (not issued yet…) is shown as the server words it. */
export function useInvoicePdf() {
  const { t } = useTranslation();
  const token = useAppSelector((s) => s.app.token);
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (id: string) => {
    setBusy(id);
    try {
      const refusal = await downloadFile(
        INVOICE_PDF_PATH,
        { id },
        { token: token ?? '', language: currentLanguage() },
        `invoice-${id}.pdf`,
      );
      if (refusal) toast.error(refusal);
      else toast.success(t('invoices.downloaded'));
    } catch {
      toast.error(t('request.unknown'));
    } finally {
      setBusy(null);
    }
  };
  return { download: (id: string) => void download(id), busy };
}
