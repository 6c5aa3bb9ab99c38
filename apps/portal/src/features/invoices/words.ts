import { useTranslation } from 'react-i18next';
import { useDocumentPdf } from '../../shared/api/useDocumentPdf';
import { INVOICE_PDF_PATH } from './invoicesApi';

/** The copy key of an invoice type: 1 普通发票, 2 增值税专用发票. */
export const typeKey = (type: number) => (type === 2 ? 'special' : 'general');

/** Saves an issued invoice's PDF; a refusal (not issued yet…) is shown as the server words it. */
export function useInvoicePdf() {
  const { t } = useTranslation();
  return useDocumentPdf(INVOICE_PDF_PATH, 'invoice', t('invoices.downloaded'));
}

export { useGoodsText } from '../../shared/i18n/goods';
