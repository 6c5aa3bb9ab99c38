import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination, Table, Tag, type TableColumn } from '@platform/ui';
import type { Department, Staff } from '@platform/contracts/org-centre/schemas';
import { Toolbar } from '../../shared/layout/documentPage';
import { useStaffPageQuery } from './orgCentreApi';

const PAGE_SIZE = 10;

/** The members directly in one department (staffPage with departmentId), paged. */
export function DepartmentStaff({ department }: { department: Department }) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ id: department.id, current: 1 });
  const current = page.id === department.id ? page.current : 1;
  const { data, isFetching } = useStaffPageQuery({ departmentId: department.id, current, size: PAGE_SIZE });
  const columns: TableColumn<Staff>[] = [
    { key: 'realName', title: t('orgCentre.staff.columns.name') },
    { key: 'phone', title: t('orgCentre.staff.columns.phone') },
    { key: 'postName', title: t('orgCentre.staff.columns.post'), render: (r) => r.postName || '-' },
    {
      key: 'status',
      title: t('orgCentre.staff.columns.status'),
      render: (r) => (
        <Tag tone={r.status === 'active' ? 'success' : 'neutral'}>{t(`orgCentre.status.${r.status}`)}</Tag>
      ),
    },
  ];
  const title = t('orgCentre.dept.members', { name: department.name });
  return (
    <>
      <h2>{title}</h2>
      <Table
        aria-label={title}
        columns={columns}
        rows={data?.records ?? []}
        rowKey={(r) => r.userId}
        loading={isFetching}
        empty={t('orgCentre.dept.noMembers')}
      />
      {(data?.total ?? 0) > PAGE_SIZE && (
        <Toolbar>
          <Pagination
            total={data!.total}
            pageSize={PAGE_SIZE}
            page={current}
            onChange={(p) => setPage({ id: department.id, current: p })}
          />
        </Toolbar>
      )}
    </>
  );
}
