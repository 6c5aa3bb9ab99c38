import { useTranslation } from 'react-i18next';
import { Select, Tag } from '@platform/ui';
import type { GapStatus } from '@platform/contracts';
import { useAttractRegionOverviewQuery } from './attractApi';

const TONE = { missing: 'danger', weak: 'warning', average: 'neutral', strong: 'success' } as const;

/** 缺失 / 薄弱 / 一般 / 优势 as a coloured tag. */
export function StatusTag({ status }: { status: GapStatus }) {
  const { t } = useTranslation();
  return <Tag tone={TONE[status]}>{t(`attract.statuses.${status}`)}</Tag>;
}

/** The chain chosen for diagnosis and targets (default: the region's first leading chain). */
export function useChain(regionCode: string, chain: string) {
  const { data } = useAttractRegionOverviewQuery({ regionCode }, { skip: !regionCode });
  const chains = data?.chains ?? [];
  const code = chains.some((c) => c.chainCode === chain)
    ? chain
    : (data?.leadingChains[0] ?? chains[0]?.chainCode ?? '');
  return { chains, code };
}

export function ChainSelect({
  regionCode,
  chain,
  onChain,
}: {
  regionCode: string;
  chain: string;
  onChain: (code: string) => void;
}) {
  const { t } = useTranslation();
  const { chains, code } = useChain(regionCode, chain);
  return (
    <Select
      label={t('attract.gaps.chain')}
      placeholder={null}
      value={code}
      options={chains.map((c) => ({ value: c.chainCode, label: c.chainName }))}
      onChange={onChain}
    />
  );
}
