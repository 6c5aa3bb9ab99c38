import { lazy, Suspense, useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Select, Spinner, toast } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { ChainAnalysisSection } from '../analysis';
import { profilePath } from '../enterprise';
import { useAppSelector } from '../../shared/store/hooks';
import { useRequireLogin } from '../../shared/session/useRequireLogin';
import {
  useChainAreasQuery,
  useChainNodeCountsQuery,
  useChainNodesQuery,
  useCopyUserChainMutation,
  useSaveLastChainMutation,
} from './chainApi';
import { ChainStatsPanel } from './ChainStatsPanel';
import { MapSearch } from './MapSearch';
import { listFilterOf, mapNodesArgs } from './mapQuery';
import { NodePanel } from './NodePanel';
import { CATALOGUE_PATH, editPath } from './paths';
import { StreamColumns } from './StreamColumns';
import { MapLayout, SelectHint } from './styles';
import './i18n';

// The canvas graph pulls echarts: loaded when the graph view is chosen, not with the columns.
const ChainGraph = lazy(() =>
  import('@platform/ui/charts/chain-graph').then((m) => ({ default: m.ChainGraph })),
);

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
  justify-content: space-between;
`;
const Views = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: end;
`;
const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/**
 * /graph/index?induchainid=(&companyid=): one chain as upstream, midstream and downstream columns;
 * a chosen node (in the address as `node`) shows its description, companies by province and its
 * companies. A node code as induchainid opens its chain on that node; a companyid marks its nodes.
 */
export default function ChainMapPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { args, valid } = mapNodesArgs(params);
  const { data, isFetching, isError } = useChainNodesQuery(args, { skip: !valid });
  const region = /^\d{2}$/.test(params.get('region') ?? '') ? params.get('region')! : undefined;
  const chainCode = data?.chain.chainCode;
  const { data: areas } = useChainAreasQuery({ induChainId: chainCode ?? '' }, { skip: !chainCode });
  const { data: regional } = useChainNodeCountsQuery(
    { induChainId: chainCode ?? '', regionCode: region },
    { skip: !chainCode || !region },
  );
  // Within a region, each node counts that region's companies only.
  const nodes = useMemo(() => {
    const counts = region && regional ? new Map(regional.counts.map((c) => [c.code, c.companyCount])) : null;
    return (data?.nodes ?? []).map((n) => (counts ? { ...n, companyCount: counts.get(n.code) ?? 0 } : n));
  }, [data, region, regional]);
  // One array per node list: the graph redraws and restarts its keyboard walk on a new one.
  const graphNodes = useMemo(
    () =>
      nodes.map((n) => ({
        key: n.code,
        parentKey: n.parentCode,
        name: n.name,
        companyCount: n.companyCount,
      })),
    [nodes],
  );
  const selectedCode = params.get('node') ?? data?.selected ?? null;
  // The list filters of a search run again from the query history (/control/query).
  const listFilter = useMemo(() => listFilterOf(params), [params]);
  const selected = nodes.find((n) => n.code === selectedCode);
  const marked = useMemo(() => {
    const set = new Set<string>();
    const parent = new Map(data?.nodes.map((n) => [n.code, n.parentCode]));
    for (let code of data?.highlighted ?? []) {
      for (let guard = 0; code && guard < 16; guard++) {
        set.add(code);
        code = parent.get(code) ?? '';
      }
    }
    return set;
  }, [data]);
  const token = useAppSelector((s) => s.app.token);
  const [saveLast] = useSaveLastChainMutation();
  useEffect(() => {
    if (token && chainCode) void saveLast({ induChainId: chainCode });
  }, [token, chainCode, saveLast]);
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  const [copy, { isLoading: copying }] = useCopyUserChainMutation();
  const copyChain = async (code: string) => {
    if (!requireLogin()) return;
    const { id } = await copy({ induChainId: code }).unwrap();
    toast.success(t('chain.copy.done'));
    navigate(editPath(id));
  };
  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const select = (code: string) => setParam('node', code);
  const graph = params.get('view') === 'graph';

  if (isFetching && !data) return <Spinner />;
  if (!data || isError)
    return (
      <Page>
        <h1>{t('chain.map.notFound')}</h1>
        <Link to={CATALOGUE_PATH}>{t('chain.map.back')}</Link>
      </Page>
    );
  return (
    <Page data-testid="chain-map">
      <Link to={CATALOGUE_PATH}>{t('chain.map.back')}</Link>
      <Head>
        <h1>{data.chain.chainName}</h1>
        <Button loading={copying} onClick={() => void copyChain(data.chain.chainCode).catch(() => undefined)}>
          {t('chain.copy.button')}
        </Button>
      </Head>
      <Intro>{data.chain.description}</Intro>
      <Views>
        <div role="group" aria-label={t('chain.map.view')}>
          <Button size="sm" aria-pressed={!graph} onClick={() => setParam('view', undefined)}>
            {t('chain.map.columns')}
          </Button>
          <Button size="sm" aria-pressed={graph} onClick={() => setParam('view', 'graph')}>
            {t('chain.map.graph')}
          </Button>
        </div>
        <MapSearch
          chainCode={data.chain.chainCode}
          nodes={nodes}
          onNode={select}
          onCompany={(id, node) => {
            const next = new URLSearchParams(params);
            next.set('companyid', id);
            if (node) next.set('node', node);
            setParams(next, { replace: true });
          }}
        />
        <Select
          label={t('chain.region.label')}
          placeholder={t('chain.region.all')}
          value={region ?? ''}
          options={(areas?.regions ?? []).map((r) => ({
            value: r.code,
            label: t('chain.region.option', { name: r.name, count: r.count }),
          }))}
          onChange={(value) => setParam('region', value || undefined)}
        />
      </Views>
      <MapLayout>
        {graph ? (
          <Suspense fallback={<Spinner />}>
            <ChainGraph
              title={data.chain.chainName}
              nodes={graphNodes}
              selected={selected?.code ?? null}
              onSelect={select}
            />
          </Suspense>
        ) : (
          <StreamColumns nodes={nodes} selected={selected?.code ?? null} marked={marked} onSelect={select} />
        )}
        {selected ? (
          <NodePanel
            key={`${selected.code}-${region ?? ''}`}
            chainCode={data.chain.chainCode}
            node={selected}
            regionCode={region}
            initial={listFilter}
          />
        ) : (
          <SelectHint>{t('chain.map.select')}</SelectHint>
        )}
        <ChainStatsPanel chainCode={data.chain.chainCode} nodeCode={selected?.code} regionCode={region} />
      </MapLayout>
      <ChainAnalysisSection
        induChainId={data.chain.chainCode}
        nodeCode={selected?.code}
        regionCode={region}
        profileHref={profilePath}
      />
    </Page>
  );
}
