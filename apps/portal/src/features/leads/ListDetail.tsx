import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  Pagination,
  Select,
  Table,
  Tag,
  confirm,
  toast,
  type TableColumn,
} from '@platform/ui';
import { currentLanguage } from '../../shared/i18n';
import { useCrmCustomerFromLeadsMutation } from '../customers';
import { useAppSelector } from '../../shared/store/hooks';
import { AssignDialog } from './AssignDialog';
import { downloadList } from './downloadList';
import { FollowUpDrawer } from './FollowUpDrawer';
import { LEAD_PAGE_SIZE, LEAD_PRODUCT_TAGS, LEAD_STATUSES, LIST_NAME_MAX } from './limits';
import { useFinanceHome } from './finance';
import { ProductsDialog } from './ProductsDialog';
import {
  leadsRoutesTable,
  useLeadAssignMutation,
  useLeadPageQuery,
  useLeadProductsMutation,
  useLeadStatusMutation,
  useListDetailQuery,
  useListRemoveMutation,
  useListRenameMutation,
  useListShareMutation,
  useMembersQuery,
  type Lead,
  type LeadProductTag,
  type LeadStatus,
} from './leadsApi';
import { NameDialog } from '../../shared/layout/NameDialog';
import { ShareDialog } from './ShareDialog';
import { StatusDialog } from './StatusDialog';
import { dueState, statusTone } from './leadView';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
    overflow-wrap: anywhere;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: flex-end;
`;
const Cell = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  align-items: center;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/**
 * One lead list: its leads with filters, status, assignment, follow-ups, and the owner's actions;
 * on the 金融拓客 home also the products to pitch (a column, a filter, and setting them).
 */
export function ListDetail({ listId, onBack }: { listId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const token = useAppSelector((s) => s.app.token);
  const selfId = useAppSelector((s) => s.app.userInfo?.userId);
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [assignee, setAssignee] = useState('');
  const finance = useFinanceHome();
  const [product, setProduct] = useState<LeadProductTag | ''>('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<
    | { kind: 'status'; lead: Lead }
    | { kind: 'followUp'; lead: Lead }
    | { kind: 'assign' }
    | { kind: 'products'; leadIds: string[]; initial: LeadProductTag[] }
    | { kind: 'rename' }
    | { kind: 'share' }
    | null
  >(null);
  const { data: list } = useListDetailQuery({ listId });
  const { data: members = [] } = useMembersQuery();
  const { data, isFetching } = useLeadPageQuery({
    listId,
    current: page,
    size: LEAD_PAGE_SIZE,
    ...(status && { status }),
    ...(assignee && { assigneeId: assignee }),
    ...(finance && product && { productTag: product }),
  });
  const [setLeadStatus, { isLoading: settingStatus }] = useLeadStatusMutation();
  const [setProducts, { isLoading: settingProducts }] = useLeadProductsMutation();
  const [assign, { isLoading: assigning }] = useLeadAssignMutation();
  const [rename, { isLoading: renaming }] = useListRenameMutation();
  const [share, { isLoading: sharing }] = useListShareMutation();
  const [remove] = useListRemoveMutation();
  const [convert, { isLoading: converting }] = useCrmCustomerFromLeadsMutation();
  const [exporting, setExporting] = useState(false);
  const rows = data?.records ?? [];
  const close = () => setDialog(null);

  const filter = (next: () => void) => {
    next();
    setPage(1);
    setSelected([]);
  };
  const drop = async () => {
    if (!list) return;
    if (
      !(await confirm({
        title: t('leads.lists.remove'),
        content: t('leads.lists.removeConfirm', { name: list.name }),
      }))
    )
      return;
    await remove({ listId }).unwrap();
    toast.success(t('leads.lists.removed'));
    onBack();
  };
  const exportList = async () => {
    setExporting(true);
    try {
      const refusal = await downloadList(
        leadsRoutesTable.listExport.path,
        { listId },
        token ?? '',
        currentLanguage(),
      );
      if (refusal) toast.error(refusal);
      else toast.success(t('leads.lists.exported'));
    } finally {
      setExporting(false);
    }
  };

  // 转为客户: the chosen leads become customers of 客户管理 (the leads turn converted).
  const convertSelected = () =>
    void convert({ leadIds: selected })
      .unwrap()
      .then((out) => {
        toast.success(t('leads.leads.converted', { created: out.created, existing: out.existing }));
        setSelected([]);
      })
      .catch(() => undefined);

  const columns: TableColumn<Lead>[] = [
    ...(list?.canManage
      ? [
          {
            key: 'pick',
            title: t('leads.leads.selected', { count: selected.length }),
            render: (lead: Lead) => (
              <Checkbox
                aria-label={t('leads.leads.select', { name: lead.companyName })}
                checked={selected.includes(lead.leadId)}
                onChange={(e) =>
                  setSelected(
                    e.target.checked
                      ? [...selected, lead.leadId]
                      : selected.filter((id) => id !== lead.leadId),
                  )
                }
              />
            ),
          },
        ]
      : []),
    {
      key: 'companyName',
      title: t('leads.leads.company'),
      render: (lead) => (
        <Cell>
          <span>{lead.companyName}</span>
          {lead.regionName && <small>{lead.regionName}</small>}
        </Cell>
      ),
    },
    {
      key: 'status',
      title: t('leads.leads.status'),
      render: (lead) => (
        <Cell>
          <Tag tone={statusTone(lead.status)}>{t(`leads.leadStatus.${lead.status}`)}</Tag>
          {lead.status === 'invalid' && lead.invalidReason && <small>{lead.invalidReason}</small>}
        </Cell>
      ),
    },
    ...(finance
      ? [
          {
            key: 'products',
            title: t('leads.leads.products'),
            render: (lead: Lead) => (
              <Cell>
                {lead.productTags.length === 0
                  ? t('leads.leads.noProducts')
                  : lead.productTags.map((tag) => (
                      <Tag key={tag} tone="brand">
                        {t(`leads.products.tags.${tag}`)}
                      </Tag>
                    ))}
              </Cell>
            ),
          },
        ]
      : []),
    {
      key: 'assignee',
      title: t('leads.leads.assignee'),
      render: (lead) => lead.assigneeName ?? t('leads.leads.unassigned'),
    },
    {
      key: 'nextFollowUp',
      title: t('leads.leads.nextFollowUp'),
      render: (lead) => {
        const due = dueState(lead.nextFollowUpOn);
        return (
          <Cell>
            {lead.nextFollowUpOn ?? '-'}
            {due === 'overdue' && <Tag tone="danger">{t('leads.leads.overdue')}</Tag>}
            {due === 'due' && <Tag tone="warning">{t('leads.leads.due')}</Tag>}
          </Cell>
        );
      },
    },
    {
      key: 'actions',
      title: t('leads.leads.actions'),
      render: (lead) => (
        <Cell>
          <Button
            size="sm"
            disabled={!lead.canWork}
            aria-label={`${t('leads.leads.setStatus')} ${lead.companyName}`}
            onClick={() => setDialog({ kind: 'status', lead })}
          >
            {t('leads.leads.setStatus')}
          </Button>
          <Button
            size="sm"
            disabled={!lead.canWork}
            aria-label={`${t('leads.leads.followUp')} ${lead.companyName}`}
            onClick={() => setDialog({ kind: 'followUp', lead })}
          >
            {t('leads.leads.followUp')}
          </Button>
          {finance && (
            <Button
              size="sm"
              disabled={!lead.canWork}
              aria-label={t('leads.leads.setProductsFor', { name: lead.companyName })}
              onClick={() =>
                setDialog({ kind: 'products', leadIds: [lead.leadId], initial: lead.productTags })
              }
            >
              {t('leads.leads.setProducts')}
            </Button>
          )}
        </Cell>
      ),
    },
  ];

  return (
    <section aria-labelledby="lead-list-title" data-testid="lead-list-detail">
      <Head>
        <Row>
          <Button onClick={onBack}>{t('leads.lists.back')}</Button>
          <h2 id="lead-list-title">{list?.name ?? ''}</h2>
        </Row>
        <Row>
          {list?.canManage && (
            <Button variant="primary" onClick={() => setDialog({ kind: 'assign' })}>
              {t('leads.leads.assign')}
            </Button>
          )}
          {list?.canManage && (
            <Button disabled={selected.length === 0} loading={converting} onClick={convertSelected}>
              {t('leads.leads.convert')}
            </Button>
          )}
          {finance && list?.canManage && (
            <Button
              disabled={selected.length === 0}
              onClick={() => setDialog({ kind: 'products', leadIds: selected, initial: [] })}
            >
              {t('leads.leads.setProducts')}
            </Button>
          )}
          <Button loading={exporting} onClick={() => void exportList()}>
            {t('leads.lists.export')}
          </Button>
          {list?.canManage && (
            <>
              <Button onClick={() => setDialog({ kind: 'rename' })}>{t('leads.lists.rename')}</Button>
              <Button onClick={() => setDialog({ kind: 'share' })}>{t('leads.lists.share')}</Button>
              <Button variant="danger" onClick={() => void drop().catch(() => undefined)}>
                {t('leads.lists.remove')}
              </Button>
            </>
          )}
        </Row>
      </Head>
      <Head>
        <Row>
          <Select
            label={t('leads.leads.status')}
            placeholder={t('leads.leads.allStatuses')}
            value={status}
            options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`leads.leadStatus.${s}`) }))}
            onChange={(v) => filter(() => setStatus(v as LeadStatus | ''))}
          />
          <Select
            label={t('leads.leads.assignee')}
            placeholder={t('leads.leads.allAssignees')}
            value={assignee}
            options={[
              { value: 'none', label: t('leads.leads.unassigned') },
              ...members.map((m) => ({ value: m.userId, label: m.name })),
            ]}
            onChange={(v) => filter(() => setAssignee(v))}
          />
          {finance && (
            <Select
              label={t('leads.leads.products')}
              placeholder={t('leads.leads.allProducts')}
              value={product}
              options={LEAD_PRODUCT_TAGS.map((p) => ({ value: p, label: t(`leads.products.tags.${p}`) }))}
              onChange={(v) => filter(() => setProduct(v as LeadProductTag | ''))}
            />
          )}
        </Row>
        <span>{t('leads.leads.total', { total: data?.total ?? 0 })}</span>
      </Head>
      <Table
        aria-label={list?.name ?? t('leads.tabs.lists')}
        columns={columns}
        rows={rows}
        rowKey={(lead) => lead.leadId}
        loading={isFetching}
      />
      {(data?.total ?? 0) > LEAD_PAGE_SIZE && (
        <Pagination total={data!.total} pageSize={LEAD_PAGE_SIZE} page={page} onChange={setPage} />
      )}
      {dialog?.kind === 'status' && (
        <StatusDialog
          initial={dialog.lead.status}
          saving={settingStatus}
          onClose={close}
          onSave={(next, reason) =>
            void setLeadStatus({ leadIds: [dialog.lead.leadId], status: next, ...(reason && { reason }) })
              .unwrap()
              .then(() => {
                toast.success(t('leads.status.changed'));
                close();
              })
              .catch(() => undefined)
          }
        />
      )}
      {dialog?.kind === 'products' && (
        <ProductsDialog
          count={dialog.leadIds.length}
          initial={dialog.initial}
          saving={settingProducts}
          onClose={close}
          onSave={(tags) =>
            void setProducts({ leadIds: dialog.leadIds, tags })
              .unwrap()
              .then((out) => {
                toast.success(t('leads.products.saved', { count: out.changed }));
                setSelected([]);
                close();
              })
              .catch(() => undefined)
          }
        />
      )}
      {dialog?.kind === 'followUp' && (
        <FollowUpDrawer leadId={dialog.lead.leadId} companyName={dialog.lead.companyName} onClose={close} />
      )}
      {dialog?.kind === 'assign' && (
        <AssignDialog
          listId={listId}
          leadIds={selected}
          members={members}
          saving={assigning}
          onClose={close}
          onSave={(input) =>
            void assign(input)
              .unwrap()
              .then((out) => {
                toast.success(t('leads.assign.assigned', { count: out.changed }));
                setSelected([]);
                close();
              })
              .catch(() => undefined)
          }
        />
      )}
      {dialog?.kind === 'rename' && list && (
        <NameDialog
          title={t('leads.lists.renameTitle')}
          label={t('leads.save.name')}
          requiredMessage={t('leads.save.nameRequired')}
          maxLength={LIST_NAME_MAX}
          initial={list.name}
          saving={renaming}
          onClose={close}
          onSave={(name) =>
            void rename({ listId, name })
              .unwrap()
              .then(() => {
                toast.success(t('leads.lists.renamed'));
                close();
              })
              .catch(() => undefined)
          }
        />
      )}
      {dialog?.kind === 'share' && list && (
        <ShareDialog
          listId={listId}
          initial={list.share}
          initialMembers={list.sharedUserIds}
          members={members}
          selfId={selfId}
          saving={sharing}
          onClose={close}
          onSave={(input) =>
            void share(input)
              .unwrap()
              .then(() => {
                toast.success(t('leads.lists.shared'));
                close();
              })
              .catch(() => undefined)
          }
        />
      )}
    </section>
  );
}
