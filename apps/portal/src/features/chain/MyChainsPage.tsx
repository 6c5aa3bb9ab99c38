import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { USER_CHAIN_LIMITS } from '@platform/contracts/chain/limits';
import { Button, Pagination, Table, confirm, formatDateTime, toast, type TableColumn } from '@platform/ui';
import { useCopyUserChainMutation, useRemoveUserChainMutation, useUserChainPageQuery } from './chainApi';
import { CATALOGUE_PATH, editPath, mapPath, previewPath } from './paths';
import { RecentChains } from './RecentChains';
import { ShareChainDialog } from './ShareChainDialog';
import { ControlFrame, Toolbar } from './styles';
import './i18n';

const PAGE_SIZE = 10;

interface Row {
  id: string;
  name: string;
  sourceChainCode: string | null;
  sourceChainName: string | null;
  nodeCount: number;
  updatedAt: string;
}

/** /control/graph: the user's own chains: open, edit, copy, share, delete; a new one; the last opened. */
export default function MyChainsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(1);
  const [sharing, setSharing] = useState<string | null>(null);
  const { data, isFetching } = useUserChainPageQuery({ current, size: PAGE_SIZE });
  const [copy] = useCopyUserChainMutation();
  const [removeChain] = useRemoveUserChainMutation();
  const lastName = data?.last?.id ? data.records.find((r) => r.id === data.last!.id)?.name : undefined;

  const duplicate = async (row: Row) => {
    await copy({ id: row.id }).unwrap();
    toast.success(t('chain.mine.copied'));
  };
  const remove = async (row: Row) => {
    if (
      !(await confirm({
        title: t('chain.mine.remove'),
        content: t('chain.mine.removeConfirm', { name: row.name }),
      }))
    )
      return;
    await removeChain({ id: row.id }).unwrap();
    toast.success(t('chain.mine.removed'));
  };
  const act = (label: string, row: Row, run: () => void) => (
    <Button size="sm" variant="link" aria-label={`${label}：${row.name}`} onClick={run}>
      {label}
    </Button>
  );
  const columns: TableColumn<Row>[] = [
    { key: 'name', title: t('chain.mine.name'), render: (r) => <Link to={previewPath(r.id)}>{r.name}</Link> },
    {
      key: 'source',
      title: t('chain.mine.source'),
      render: (r) =>
        r.sourceChainCode ? (
          <Link to={mapPath(r.sourceChainCode)}>{r.sourceChainName}</Link>
        ) : (
          t('chain.mine.blank')
        ),
    },
    { key: 'nodes', title: t('chain.mine.nodes'), align: 'right', render: (r) => r.nodeCount },
    {
      key: 'updated',
      title: t('chain.mine.updated'),
      render: (r) => formatDateTime(r.updatedAt),
    },
    {
      key: 'actions',
      title: t('chain.mine.actions'),
      render: (r) => (
        <>
          {act(t('chain.mine.edit'), r, () => navigate(editPath(r.id)))}
          {act(t('chain.mine.copy'), r, () => void duplicate(r).catch(() => undefined))}
          {act(t('chain.mine.share'), r, () => setSharing(r.id))}
          {act(t('chain.mine.remove'), r, () => void remove(r).catch(() => undefined))}
        </>
      ),
    },
  ];
  return (
    <ControlFrame data-testid="my-chains">
      <h1>{t('chain.mine.title')}</h1>
      <Toolbar>
        <Button variant="primary" onClick={() => navigate(editPath())}>
          {t('chain.mine.create')}
        </Button>
        <Link to={CATALOGUE_PATH}>{t('chain.mine.explore')}</Link>
        {data && (
          <span>{t('chain.mine.count', { count: data.total, limit: USER_CHAIN_LIMITS.chainsPerUser })}</span>
        )}
        {lastName && data?.last?.id && (
          <Link to={previewPath(data.last.id)}>{t('chain.mine.last', { name: lastName })}</Link>
        )}
      </Toolbar>
      <Table
        caption={t('chain.mine.title')}
        columns={columns}
        rows={data?.records ?? []}
        rowKey={(r) => r.id}
        loading={isFetching}
        empty={t('chain.mine.empty')}
      />
      {data && data.total > PAGE_SIZE && (
        <Pagination total={data.total} pageSize={PAGE_SIZE} page={current} onChange={setCurrent} />
      )}
      <RecentChains />
      {sharing && <ShareChainDialog chainId={sharing} onClose={() => setSharing(null)} />}
    </ControlFrame>
  );
}
