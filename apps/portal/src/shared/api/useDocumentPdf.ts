import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@platform/ui';
import { currentLanguage } from '../i18n';
import { useAppSelector } from '../store/hooks';
import { downloadFile } from './downloadFile';

/**
 * Saves a document's PDF the server draws on request (an issued invoice, an approved contract):
 * `busy` is the id being fetched; a refusal (not issued yet…) is shown as the server words it.
 */
export function useDocumentPdf(path: string, filePrefix: string, doneMessage: string) {
  const { t } = useTranslation();
  const token = useAppSelector((s) => s.app.token);
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (id: string) => {
    setBusy(id);
    try {
      const refusal = await downloadFile(
        path,
        { id },
        { token: token ?? '', language: currentLanguage() },
        `${filePrefix}-${id}.pdf`,
      );
      if (refusal) toast.error(refusal);
      else toast.success(doneMessage);
    } catch {
      toast.error(t('request.unknown'));
    } finally {
      setBusy(null);
    }
  };
  return { download: (id: string) => void download(id), busy };
}
