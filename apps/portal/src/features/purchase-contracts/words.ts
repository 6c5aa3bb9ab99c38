import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@platform/ui';
import type { ContractableOrder } from '@platform/contracts/purchase-contracts/schemas';
import { downloadFile } from '../../shared/api/downloadFile';
import { currentLanguage } from '../../shared/i18n';
import { useGoodsWords } from '../../shared/i18n/goods';
import { useAppSelector } from '../../shared/store/hooks';
import { CONTRACT_PDF_PATH } from './purchaseContractsApi';

/** The tag tone of each status. */
export const TONE = { applied: 'warning', approved: 'success', rejected: 'danger' } as const;

/** The goods of an order in the reader's language: edition, duration and seats. */
export function useGoodsText() {
  const { t } = useTranslation();
  const { goodsTime, mealName } = useGoodsWords();
  return (goods: Pick<ContractableOrder, 'mealCode' | 'mealName' | 'goodsTime' | 'accountNum'>) =>
    t('purchaseContracts.goodsValue', {
      meal: mealName(goods.mealCode, goods.mealName),
      time: goodsTime(goods.goodsTime),
      seats: goods.accountNum,
    });
}

/** Saves an approved contract's PDF; a refusal (not approved yet…) is shown as the server words it. */
export function useContractPdf() {
  const { t } = useTranslation();
  const token = useAppSelector((s) => s.app.token);
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (id: string) => {
    setBusy(id);
    try {
      const refusal = await downloadFile(
        CONTRACT_PDF_PATH,
        { id },
        { token: token ?? '', language: currentLanguage() },
        `contract-${id}.pdf`,
      );
      if (refusal) toast.error(refusal);
      else toast.success(t('purchaseContracts.downloaded'));
    } catch {
      toast.error(t('request.unknown'));
    } finally {
      setBusy(null);
    }
  };
  return { download: (id: string) => void download(id), busy };
}
