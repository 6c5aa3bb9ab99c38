import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Input, Pagination, Select, Table, Tag, type TableColumn } from '@platform/ui';
import { STAFF_STATUSES, type StaffStatus } from '@platform/contracts/org-centre/limits';
import type { Staff } from '@platform/contracts/org-centre/schemas';
import { Toolbar } from '../../shared/layout/documentPage';
import { RemoveStaffDialog } from './RemoveStaffDialog';
import { StaffActions } from './StaffActions';
import { StaffEditDialog } from './StaffEditDialog';
import { useDeptListQuery, useStaffPageQuery } from './orgCentreApi';
import { departmentOptions, useOrgStanding } from './words';

const PAGE_SIZE = 10;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: flex-end;
  margin: ${({ theme }) => theme.space.md}px 0;
  > * {
    min-width: 180px;
  }
`;

/**
 * The members: search, department and status filters, a paged table. With staff.manage each row
 * edits (department, post, roles), disables or enables, removes (handing the data to a colleague)
 * and, for the administrator, transfers the administrator role.
 */
export function MembersTab() {
  const { t } = useTranslation();
  const { can } = useOrgStanding();
  const [keyword, setKeyword] = useState('');
  const [departmentId, setDepartmentId] = useState('');
  const [status, setStatus] = useState<StaffStatus | ''>('');
  const [current, setCurrent] = useState(1);
  const [editing, setEditing] = useState<Staff | null>(null);
  const [removing, setRemoving] = useState<Staff | null>(null);
  const { data: departments } = useDeptListQuery();
  const { data, isFetching } = useStaffPageQuery({
    current,
    size: PAGE_SIZE,
    ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
    ...(departmentId ? { departmentId } : {}),
    ...(status ? { status } : {}),
  });
  const filter = (apply: () => void) => {
    apply();
    setCurrent(1);
  };

  const columns: TableColumn<Staff>[] = [
    {
      key: 'realName',
      title: t('orgCentre.staff.columns.name'),
      render: (r) => (
        <>
          {r.realName} {r.isAdmin && <Tag>{t('orgCentre.staff.admin')}</Tag>}
        </>
      ),
    },
    { key: 'phone', title: t('orgCentre.staff.columns.phone') },
    {
      key: 'departmentName',
      title: t('orgCentre.staff.columns.department'),
      render: (r) => r.departmentName || '-',
    },
    { key: 'postName', title: t('orgCentre.staff.columns.post'), render: (r) => r.postName || '-' },
    {
      key: 'roles',
      title: t('orgCentre.staff.columns.roles'),
      render: (r) => r.roleNames.join(', ') || '-',
    },
    {
      key: 'seat',
      title: t('orgCentre.staff.columns.seat'),
      render: (r) => (r.seated ? t('orgCentre.staff.seated') : t('orgCentre.staff.unseated')),
    },
    {
      key: 'status',
      title: t('orgCentre.staff.columns.status'),
      render: (r) => (
        <Tag tone={r.status === 'active' ? 'success' : 'neutral'}>{t(`orgCentre.status.${r.status}`)}</Tag>
      ),
    },
    ...(can('staff.manage')
      ? [
          {
            key: 'actions',
            title: t('orgCentre.staff.columns.actions'),
            render: (r: Staff) => <StaffActions staff={r} onEdit={setEditing} onRemove={setRemoving} />,
          },
        ]
      : []),
  ];

  return (
    <>
      <Filters>
        <Input
          type="search"
          aria-label={t('orgCentre.staff.search')}
          placeholder={t('orgCentre.staff.search')}
          value={keyword}
          maxLength={30}
          onChange={(e) => filter(() => setKeyword(e.target.value))}
        />
        <Select
          label={t('orgCentre.staff.department')}
          placeholder={t('orgCentre.all')}
          value={departmentId}
          options={departmentOptions(departments ?? [])}
          onChange={(v) => filter(() => setDepartmentId(v))}
        />
        <Select
          label={t('orgCentre.staff.status')}
          placeholder={t('orgCentre.all')}
          value={status}
          options={STAFF_STATUSES.map((s) => ({ value: s, label: t(`orgCentre.status.${s}`) }))}
          onChange={(v) => filter(() => setStatus(v as StaffStatus | ''))}
        />
      </Filters>
      <Table
        aria-label={t('orgCentre.staff.tabs.members')}
        columns={columns}
        rows={data?.records ?? []}
        rowKey={(r) => r.userId}
        loading={isFetching}
        empty={t('orgCentre.staff.empty')}
      />
      {!!data?.total && (
        <Toolbar>
          <span>{t('orgCentre.total', { total: data.total })}</span>
          {data.total > PAGE_SIZE && (
            <Pagination total={data.total} pageSize={PAGE_SIZE} page={current} onChange={setCurrent} />
          )}
        </Toolbar>
      )}
      {editing && <StaffEditDialog staff={editing} onClose={() => setEditing(null)} />}
      {removing && <RemoveStaffDialog staff={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
