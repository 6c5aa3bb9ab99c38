import { useTranslation } from 'react-i18next';
import { Button, Spinner, Table } from '@platform/ui';
import { SeriesChart } from '@platform/ui/charts';
import type { GapNode } from '@platform/contracts';
import { useAttractChainGapsQuery } from './attractApi';
import { ChainSelect, StatusTag, useChain } from './parts';

/** 产业链诊断: each link of a chain in the region against the nation and the peers, with the reasoning. */
export function GapsPane({
  regionCode,
  chain,
  onChain,
  onTargets,
}: {
  regionCode: string;
  chain: string;
  onChain: (code: string) => void;
  onTargets: () => void;
}) {
  const { t } = useTranslation();
  const { code } = useChain(regionCode, chain);
  const { data, isFetching } = useAttractChainGapsQuery({ regionCode, chainCode: code }, { skip: !code });
  const reasons = (n: GapNode) =>
    n.reasons.map((r) => (
      <div key={r.code}>
        {t(`attract.gaps.reason.${r.code}`, r.values as Record<string, string | number>)}
      </div>
    ));
  return (
    <div data-testid="attract-gaps">
      <ChainSelect regionCode={regionCode} chain={chain} onChain={onChain} />
      {!data ? (
        <Spinner />
      ) : (
        <>
          <p>{t('attract.gaps.summary', data.summary)}</p>
          <p>
            {t('attract.gaps.peerList', {
              names: data.peers
                .slice(0, 12)
                .map((p) => p.regionName)
                .join(t('attract.sep')),
            })}
          </p>
          <Button variant="primary" onClick={onTargets}>
            {t('attract.gaps.findTargets')}
          </Button>
          <SeriesChart
            label={t('attract.gaps.chart')}
            horizontal
            categories={data.nodes.filter((n) => n.level === 3).map((n) => n.nodeName)}
            series={[
              {
                name: t('attract.gaps.lq'),
                values: data.nodes.filter((n) => n.level === 3).map((n) => n.lq),
              },
            ]}
          />
          <Table
            aria-label={data.chainName}
            loading={isFetching}
            rows={data.nodes}
            rowKey={(n) => n.nodeCode}
            columns={[
              { key: 'nodeName', title: t('attract.gaps.node') },
              {
                key: 'status',
                title: t('attract.gaps.status'),
                render: (n) => <StatusTag status={n.status} />,
              },
              { key: 'localCount', title: t('attract.gaps.local'), align: 'right' },
              { key: 'localCapital', title: t('attract.gaps.capital'), align: 'right' },
              { key: 'nationalCount', title: t('attract.gaps.national'), align: 'right' },
              { key: 'expected', title: t('attract.gaps.expected'), align: 'right' },
              { key: 'lq', title: t('attract.gaps.lq'), align: 'right' },
              {
                key: 'peers',
                title: t('attract.gaps.peers'),
                render: (n) => `${n.peerMedian} / ${n.peerRank}`,
              },
              { key: 'reasons', title: t('attract.gaps.reasons'), render: reasons },
            ]}
          />
        </>
      )}
    </div>
  );
}
