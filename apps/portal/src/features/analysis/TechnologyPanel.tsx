import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination, Select, Table, cutCompanyName } from '@platform/ui';
import { SeriesChart, TreeChart } from '@platform/ui/charts';
import {
  usePatentTreeQuery,
  useTechnicalRouteQuery,
  useTechnologyCompaniesQuery,
  useTechnologyMappingQuery,
} from './analysisApi';
import { Block, ChartGrid } from './styles';
import type { ChainScope, ProfileHref } from './types';

const SIZE = 8;

/** Technology fields over the scope's segments, their route over the years, their tree; a field's companies. */
export function TechnologyPanel({ scope, profileHref }: { scope: ChainScope; profileHref: ProfileHref }) {
  const { t } = useTranslation();
  const { data: mapping } = useTechnologyMappingQuery(scope);
  const { data: route } = useTechnicalRouteQuery(scope);
  const { data: tree } = usePatentTreeQuery(scope);
  const [chosen, setChosen] = useState('');
  const tag = chosen || mapping?.tags[0] || '';
  return (
    <div data-testid="technology-panel">
      <ChartGrid>
        <Block>
          <h3>{t('analysis.technology.mapping')}</h3>
          <SeriesChart
            label={t('analysis.technology.mapping')}
            horizontal
            height={360}
            categories={mapping?.nodes.map((n) => n.name) ?? []}
            series={(mapping?.tags ?? []).map((tagName, i) => ({
              name: tagName,
              stack: 'tags',
              values: mapping?.nodes.map((n) => n.counts[i] ?? 0) ?? [],
            }))}
          />
        </Block>
        <Block>
          <h3>{t('analysis.technology.route')}</h3>
          <SeriesChart
            label={t('analysis.technology.route')}
            height={360}
            categories={route?.years ?? []}
            series={(route?.series ?? []).map((s) => ({
              name: s.tag,
              type: 'line' as const,
              values: s.counts,
            }))}
          />
        </Block>
      </ChartGrid>
      <Block>
        <h3>{t('analysis.technology.tree')}</h3>
        <TreeChart
          label={t('analysis.technology.tree')}
          root={tree}
          onSelect={(code) => mapping?.tags.includes(code) && setChosen(code)}
        />
      </Block>
      {tag && (
        <TagCompanies
          key={`${tag}${scope.nodeCode ?? ''}${scope.regionCode ?? ''}`}
          scope={scope}
          tags={mapping?.tags ?? []}
          tag={tag}
          onTag={setChosen}
          profileHref={profileHref}
        />
      )}
    </div>
  );
}

function TagCompanies({
  scope,
  tags,
  tag,
  onTag,
  profileHref,
}: {
  scope: ChainScope;
  tags: readonly string[];
  tag: string;
  onTag: (tag: string) => void;
  profileHref: ProfileHref;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useTechnologyCompaniesQuery({ ...scope, tag, current: page, size: SIZE });
  const title = t('analysis.technology.tagCompanies', { tag, count: data?.total ?? 0 });
  return (
    <Block>
      <Select
        label={t('analysis.technology.tag')}
        placeholder={null}
        value={tag}
        options={(tags.includes(tag) ? tags : [tag, ...tags]).map((x) => ({ value: x, label: x }))}
        onChange={onTag}
      />
      <h3>{title}</h3>
      <Table
        aria-label={title}
        loading={isFetching}
        rowKey={(r) => r.companyId}
        rows={data?.records ?? []}
        columns={[
          {
            key: 'companyName',
            title: t('analysis.investment.name'),
            render: (r) => (
              <Link to={profileHref(r.companyId)} title={r.companyName}>
                {cutCompanyName(r.companyName)}
              </Link>
            ),
          },
          { key: 'area', title: t('analysis.investment.area') },
          { key: 'nodeNames', title: t('analysis.technology.nodes'), render: (r) => r.nodeNames.join('、') },
        ]}
      />
      <Pagination
        total={data?.total ?? 0}
        pageSize={SIZE}
        page={page}
        onChange={setPage}
        aria-label={title}
      />
    </Block>
  );
}
