import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Pagination, Spinner, Table, toast } from '@platform/ui';
import type { SuggestTarget } from '@platform/contracts';
import { orgDetailPath, profilePath } from '../enterprise';
import { useAttractSuggestQuery } from './attractApi';
import { useAttractProjectCreateMutation } from './projects/projectsApi';
import { ChainSelect, useChain } from './parts';

const SIZE = 10;
const STAGES: Record<string, 'startup' | 'growth' | 'mature' | 'expansion'> = {
  初创期: 'startup',
  成长期: 'growth',
  成熟期: 'mature',
  扩张期: 'expansion',
};

/** 招商目标: companies outside the region that fit the chain's gaps, with their reasons; one click adds one. */
export function TargetsPane({
  regionCode,
  chain,
  onChain,
}: {
  regionCode: string;
  chain: string;
  onChain: (code: string) => void;
}) {
  const { t } = useTranslation();
  const { code } = useChain(regionCode, chain);
  const [current, setCurrent] = useState(1);
  const { data, isFetching } = useAttractSuggestQuery(
    { regionCode, chainCode: code, current, size: SIZE },
    { skip: !code },
  );
  // Creating a project refreshes the suggestions (their inPipeline) through the projects' tag.
  const [add, adding] = useAttractProjectCreateMutation();
  const take = async (r: SuggestTarget) => {
    await add({ regionCode, companyId: r.companyId, chainNodeCode: r.nodeCode, source: 'suggest' }).unwrap();
    toast.success(t('attract.targets.added', { name: r.companyName }));
  };
  const reasonText = (r: SuggestTarget['reasons'][number]) => {
    const values = { ...r.values } as Record<string, string | number>;
    if (r.signal === 'expansion') {
      const key = STAGES[String(values.stage)];
      values.stage = key ? t(`attract.targets.stages.${key}`) : '';
    }
    return `${t(`attract.targets.reason.${r.signal}`, values)} ${t('attract.targets.points', { points: r.points })}`;
  };
  return (
    <div data-testid="attract-targets">
      <ChainSelect
        regionCode={regionCode}
        chain={chain}
        onChain={(c) => {
          setCurrent(1);
          onChain(c);
        }}
      />
      {!data ? (
        <Spinner />
      ) : (
        <>
          <p>
            {t('attract.targets.nodes', { names: data.nodes.map((n) => n.nodeName).join(t('attract.sep')) })}
          </p>
          <p>{t('attract.targets.total', { total: data.total })}</p>
          <Table
            aria-label={t('attract.tabs.targets')}
            loading={isFetching}
            rows={data.records}
            rowKey={(r) => r.companyId}
            empty={t('attract.targets.empty')}
            columns={[
              {
                key: 'companyName',
                title: t('attract.targets.company'),
                render: (r) => <Link to={profilePath(r.companyId)}>{r.companyName}</Link>,
              },
              { key: 'area', title: t('attract.targets.area') },
              { key: 'nodeName', title: t('attract.targets.node') },
              { key: 'score', title: t('attract.targets.score'), align: 'right' },
              {
                key: 'reasons',
                title: t('attract.targets.reasons'),
                render: (r) => r.reasons.map((x) => <div key={x.signal}>{reasonText(x)}</div>),
              },
              {
                key: 'investors',
                title: t('attract.targets.investors'),
                render: (r) =>
                  r.investors.map((o) => (
                    <div key={o.orgId}>
                      <Link to={orgDetailPath('business', { entId: o.orgId })}>{o.orgName}</Link>
                    </div>
                  )),
              },
              {
                key: 'add',
                title: t('attract.targets.add'),
                render: (r) =>
                  r.inPipeline ? (
                    <span>{t('attract.targets.inPipeline')}</span>
                  ) : (
                    <Button
                      size="sm"
                      disabled={adding.isLoading}
                      aria-label={`${t('attract.targets.add')}${t('attract.colon')}${r.companyName}`}
                      onClick={() => void take(r).catch(() => undefined)}
                    >
                      {t('attract.targets.add')}
                    </Button>
                  ),
              },
            ]}
          />
          <Pagination total={data.total} pageSize={SIZE} page={current} onChange={setCurrent} />
        </>
      )}
    </div>
  );
}
