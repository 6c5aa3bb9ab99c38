import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Drawer, Pagination, Table, type TableColumn } from '@platform/ui';
import { AppealState } from './AppealView';
import type { AppealRow } from './govApi';

/**
 * Appeals as a table, each title opening its detail in a drawer: the desk's list and the
 * enterprise's own share it. `afterTitle` and `afterState` are the columns each side adds.
 */
export function AppealList({
  label,
  rows,
  total,
  size,
  page,
  onPage,
  loading,
  empty,
  afterTitle,
  afterState,
  detail,
}: {
  label: string;
  rows: readonly AppealRow[];
  total: number;
  size: number;
  page: number;
  onPage: (page: number) => void;
  loading: boolean;
  empty: string;
  afterTitle: TableColumn<AppealRow>[];
  afterState: TableColumn<AppealRow>[];
  detail: (appealId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <Table
        aria-label={label}
        loading={loading}
        rows={rows}
        rowKey={(r) => r.appealId}
        empty={empty}
        columns={[
          {
            key: 'title',
            title: t('gov.appeals.title'),
            render: (r) => (
              <Button variant="link" onClick={() => setOpenId(r.appealId)}>
                {r.title}
              </Button>
            ),
          },
          ...afterTitle,
          {
            key: 'category',
            title: t('gov.appeals.category'),
            render: (r) => t(`gov.categories.${r.category}`),
          },
          { key: 'state', title: t('gov.appeals.state'), render: (r) => <AppealState appeal={r} /> },
          ...afterState,
          { key: 'createdAt', title: t('gov.appeals.createdAt') },
        ]}
      />
      <Pagination total={total} pageSize={size} page={page} onChange={onPage} />
      <Drawer
        open={openId !== null}
        onOpenChange={(open) => !open && setOpenId(null)}
        title={t('gov.appeals.detail')}
        width={560}
      >
        {openId && detail(openId)}
      </Drawer>
    </>
  );
}
