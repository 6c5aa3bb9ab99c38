import { useTranslation } from 'react-i18next';
import { useDocumentPdf } from '../../shared/api/useDocumentPdf';
import { CONTRACT_PDF_PATH } from './purchaseContractsApi';

/** The tag tone of each status. */
export const TONE = { applied: 'warning', approved: 'success', rejected: 'danger' } as const;

/** Saves an approved contract's PDF; a refusal (not approved yet…) is shown as the server words it. */
export function useContractPdf() {
  const { t } = useTranslation();
  return useDocumentPdf(CONTRACT_PDF_PATH, 'contract', t('purchaseContracts.downloaded'));
}

export { useGoodsText } from '../../shared/i18n/goods';
