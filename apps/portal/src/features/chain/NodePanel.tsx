import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChainEntRow, MapNode } from '@platform/contracts/chain';
import {
  Button,
  Input,
  Pagination,
  Select,
  Table,
  toast,
  useDictionaryLabel,
  type TableColumn,
} from '@platform/ui';
import { FollowButton } from '@platform/ui/domain';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { profilePath } from '../enterprise';
import {
  chainApi,
  useChainFollowCancelMutation,
  useChainFollowCheckQuery,
  useChainFollowSaveMutation,
  useChainEntPageQuery,
  useChainExportCountQuery,
  useChainNodeDescriptionQuery,
  useChainSearchConditionsQuery,
} from './chainApi';
import { downloadExport } from './downloadExport';
import { FollowGroupsButton } from './FollowGroupsButton';
import { NodeFrame } from './styles';

const PAGE_SIZE = 10;

const FollowCell = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Provinces = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.lg}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;
const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  align-items: end;
`;
const Summary = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
`;
const Pager = styled.div`
  display: flex;
  justify-content: flex-end;
`;

interface Filter {
  regionCode?: string;
  regStatusCode?: '1' | '2' | '3' | '4';
  keyword?: string;
  capitalBand?: number;
  tag?: string;
  current: number;
}

/** A node: its description, companies by province, and its companies with filters and paging. */
export function NodePanel({
  chainCode,
  node,
  regionCode,
  initial,
}: {
  chainCode: string;
  node: MapNode;
  regionCode?: string;
  /** List filters to start with (from the address: a search run again from the query history). */
  initial?: Omit<Filter, 'current'>;
}) {
  const { t, i18n } = useTranslation();
  const label = useDictionaryLabel();
  const [filter, setFilter] = useState<Filter>({
    current: 1,
    ...(regionCode ? { regionCode } : {}),
    ...initial,
  });
  const [keyword, setKeyword] = useState(initial?.keyword ?? '');
  const { data: about } = useChainNodeDescriptionQuery({ nodeCode: node.code });
  const { data: conditions } = useChainSearchConditionsQuery({
    induChainId: chainCode,
    nodeCode: node.code,
    ...(regionCode ? { regionCode } : {}),
  });
  const { data: page, isFetching } = useChainEntPageQuery({
    induChainId: chainCode,
    nodeCode: node.code,
    size: PAGE_SIZE,
    ...filter,
  });
  const token = useAppSelector((s) => s.app.token);
  const dispatch = useAppDispatch();
  const { data: exports } = useChainExportCountQuery(undefined, { skip: !token });
  const [exporting, setExporting] = useState(false);
  const exportCompanies = async () => {
    setExporting(true);
    try {
      const { current: _page, ...rest } = filter;
      const refusal = await downloadExport(
        { induChainId: chainCode, nodeCode: node.code, ...rest },
        token,
        i18n.language,
      );
      if (refusal) toast.error(refusal);
      else toast.success(t('chain.node.exported'));
    } catch {
      toast.error(t('chain.node.exportFailed'));
    } finally {
      setExporting(false);
      dispatch(chainApi.util.invalidateTags(['ChainExports']));
    }
  };
  const ids = (page?.records ?? []).map((r) => r.companyId);
  const { data: follows } = useChainFollowCheckQuery(
    { companyIds: ids.join(',') },
    { skip: !token || ids.length === 0 },
  );
  const [followSave] = useChainFollowSaveMutation();
  const [followCancel] = useChainFollowCancelMutation();
  const follow = (companyId: string) => (next: 0 | 1) =>
    (next === 1 ? followSave({ companyId, attentionEnt: true }) : followCancel({ companyId })).unwrap();
  const change = (next: Partial<Filter>) => setFilter((f) => ({ ...f, ...next, current: 1 }));
  const statusNames = t('chain.node.statusNames', { returnObjects: true }) as Record<string, string>;
  const columns: TableColumn<ChainEntRow>[] = [
    {
      key: 'name',
      title: t('chain.node.name'),
      render: (r) => <Link to={profilePath(r.companyId)}>{r.companyName}</Link>,
    },
    { key: 'status', title: t('chain.node.status'), render: (r) => label(r.regStatusName) },
    {
      key: 'capital',
      title: t('chain.node.capital'),
      align: 'right',
      render: (r) => r.regCapital.toLocaleString('zh-CN'),
    },
    { key: 'founded', title: t('chain.node.founded'), render: (r) => r.esDt ?? '-' },
    { key: 'area', title: t('chain.node.area'), render: (r) => r.area || '-' },
    { key: 'nodes', title: t('chain.node.nodes'), render: (r) => r.nodeNames.join('、') },
    ...(token
      ? [
          {
            key: 'follow',
            title: t('chain.node.follow'),
            render: (r: ChainEntRow) => (
              <FollowCell>
                <FollowButton
                  size="sm"
                  companyName={r.companyName}
                  isFollow={follows?.find((f) => f.companyId === r.companyId)?.isAttention ?? 0}
                  onFollowChange={follow(r.companyId)}
                />
                <FollowGroupsButton companyId={r.companyId} companyName={r.companyName} />
              </FollowCell>
            ),
          },
        ]
      : []),
  ];
  return (
    <NodeFrame aria-label={node.name}>
      <h2>{node.name}</h2>
      <div>
        <h3>{t('chain.node.description')}</h3>
        <p>{about?.description || t('chain.node.noDescription')}</p>
      </div>
      {about && about.provinces.length > 0 && (
        <div>
          <h3>{t('chain.node.provinces')}</h3>
          <Provinces>
            {about.provinces.slice(0, 10).map((p) => (
              <li key={p.regionCode}>
                {p.name} {p.count}
              </li>
            ))}
          </Provinces>
        </div>
      )}
      <h3>{t('chain.node.companies')}</h3>
      <Filters>
        <Select
          label={t('chain.node.region')}
          placeholder={t('chain.node.allRegions')}
          value={filter.regionCode ? `${filter.regionCode}0000` : ''}
          options={(about?.provinces ?? []).map((p) => ({ value: p.regionCode, label: p.name }))}
          onChange={(value) => change({ regionCode: value ? value.slice(0, 2) : undefined })}
        />
        <Select
          label={t('chain.node.status')}
          placeholder={t('chain.node.allStatus')}
          value={filter.regStatusCode ?? ''}
          options={Object.entries(statusNames).map(([value, label]) => ({ value, label }))}
          onChange={(value) => change({ regStatusCode: (value || undefined) as Filter['regStatusCode'] })}
        />
        <Select
          label={t('chain.node.capitalBand')}
          placeholder={t('chain.node.allCapital')}
          value={filter.capitalBand === undefined ? '' : String(filter.capitalBand)}
          options={(conditions?.capital ?? []).map((c) => ({
            value: c.code,
            label: `${c.name}（${c.count}）`,
          }))}
          onChange={(value) => change({ capitalBand: value === '' ? undefined : Number(value) })}
        />
        <Select
          label={t('chain.node.tag')}
          placeholder={t('chain.node.allTags')}
          value={filter.tag ?? ''}
          options={(conditions?.tags ?? []).map((c) => ({ value: c.code, label: `${c.name}（${c.count}）` }))}
          onChange={(value) => change({ tag: value || undefined })}
        />
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            change({ keyword: keyword.trim() || undefined });
          }}
        >
          <Input
            label={t('chain.node.keyword')}
            value={keyword}
            maxLength={50}
            onChange={(e) => setKeyword(e.target.value)}
          />
        </form>
      </Filters>
      <Summary>
        <p role="status">{page ? t('chain.node.total', { count: page.total }) : ''}</p>
        {token && (
          <Button onClick={() => void exportCompanies()} loading={exporting} disabled={!page?.total}>
            {t('chain.node.export', { remaining: exports?.remaining ?? '-' })}
          </Button>
        )}
      </Summary>
      <Table
        caption={t('chain.node.companies')}
        columns={columns}
        rows={page?.records ?? []}
        rowKey={(r) => r.companyId}
        loading={isFetching}
        empty={t('chain.node.empty')}
      />
      {page && page.total > PAGE_SIZE && (
        <Pager>
          <Pagination
            total={page.total}
            pageSize={PAGE_SIZE}
            page={filter.current}
            onChange={(current) => setFilter((f) => ({ ...f, current }))}
          />
        </Pager>
      )}
    </NodeFrame>
  );
}
