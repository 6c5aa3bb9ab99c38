import { useTranslation } from 'react-i18next';
import { Select } from '@platform/ui';
import { useIndustryChainsQuery } from './industryAnalysisApi';

/** The chain to analyse (the catalogue's chains). */
export function ChainSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const chains = useIndustryChainsQuery({});
  return (
    <Select
      label={t('industryAnalysis.chain')}
      placeholder={t('industryAnalysis.chainPlaceholder')}
      value={value}
      options={chains.data ?? []}
      onChange={(v) => onChange(v)}
    />
  );
}
