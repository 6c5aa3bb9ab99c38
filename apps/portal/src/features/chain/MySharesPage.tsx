import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChainShare } from '@platform/contracts/chain';
import { CardShareDialog } from '@platform/ui/domain';
import { Button, Pagination, Table, confirm, formatDateTime, toast, type TableColumn } from '@platform/ui';
import { useRevokeShareMutation, useSharePageQuery } from './chainApi';
import { previewPath, sharedPath } from './paths';
import { shareUrl } from './ShareChainDialog';
import { ControlFrame } from './styles';
import './i18n';

const PAGE_SIZE = 10;

/** /control/share: the user's share links with their views, end dates and status; show, revoke. */
export default function MySharesPage() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [showing, setShowing] = useState<ChainShare | null>(null);
  const { data, isFetching } = useSharePageQuery({ current, size: PAGE_SIZE });
  const [revoke] = useRevokeShareMutation();
  const date = (iso: string) => formatDateTime(iso);
  const statusNames = t('chain.shares.statusNames', { returnObjects: true }) as Record<string, string>;

  const end = async (row: ChainShare) => {
    if (!(await confirm({ title: t('chain.shares.revoke'), content: t('chain.shares.revokeConfirm') })))
      return;
    await revoke({ shareId: row.shareId }).unwrap();
    toast.success(t('chain.shares.revoked'));
  };
  const columns: TableColumn<ChainShare>[] = [
    {
      key: 'chain',
      title: t('chain.shares.chain'),
      render: (r) => <Link to={previewPath(r.chainId)}>{r.chainName}</Link>,
    },
    {
      key: 'link',
      title: t('chain.shares.link'),
      render: (r) => (
        <Link to={sharedPath(r.shareId, r.shareKey)}>{sharedPath(r.shareId, r.shareKey).slice(0, 32)}…</Link>
      ),
    },
    { key: 'views', title: t('chain.shares.views'), align: 'right', render: (r) => r.viewCount },
    { key: 'created', title: t('chain.shares.created'), render: (r) => date(r.createdAt) },
    {
      key: 'expires',
      title: t('chain.shares.expires'),
      render: (r) => (r.expiresAt ? date(r.expiresAt) : t('chain.shares.forever')),
    },
    { key: 'status', title: t('chain.shares.status'), render: (r) => statusNames[r.status] },
    {
      key: 'actions',
      title: t('chain.shares.actions'),
      render: (r) =>
        r.status === 'active' && (
          <>
            <Button
              size="sm"
              variant="link"
              aria-label={`${t('chain.shares.showLink')}：${r.chainName}`}
              onClick={() => setShowing(r)}
            >
              {t('chain.shares.showLink')}
            </Button>
            <Button
              size="sm"
              variant="link"
              aria-label={`${t('chain.shares.revoke')}：${r.chainName}`}
              onClick={() => void end(r).catch(() => undefined)}
            >
              {t('chain.shares.revoke')}
            </Button>
          </>
        ),
    },
  ];
  return (
    <ControlFrame data-testid="my-shares">
      <h1>{t('chain.shares.title')}</h1>
      <Table
        caption={t('chain.shares.title')}
        columns={columns}
        rows={data?.records ?? []}
        rowKey={(r) => r.shareId}
        loading={isFetching}
        empty={t('chain.shares.empty')}
      />
      {data && data.total > PAGE_SIZE && (
        <Pagination total={data.total} pageSize={PAGE_SIZE} page={current} onChange={setCurrent} />
      )}
      {showing && (
        <CardShareDialog
          open
          title={t('chain.share.title')}
          linkLabel={t('chain.share.link')}
          qrAlt={t('chain.share.qrAlt')}
          qrHint={t('chain.share.qrHint')}
          url={shareUrl(showing.shareId, showing.shareKey)}
          onOpenChange={(open) => !open && setShowing(null)}
        />
      )}
    </ControlFrame>
  );
}
