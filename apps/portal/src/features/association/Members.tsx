import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Input,
  Pagination,
  Select,
  Table,
  Tag,
  confirm,
  toast,
  useUiConfig,
  type TableColumn,
} from '@platform/ui';
import {
  useAssocLevelListQuery,
  useAssocMemberEndMutation,
  useAssocMemberPageQuery,
  type AssocMember,
} from './associationApi';
import { MemberDialog } from './MemberDialog';
import { Bar, Cell, FilterForm, Muted, Row } from './styles';
import { levelLabel } from './view';

const SIZE = 10;

/** 会员: the member companies with level, term and contact; the administrator adds, changes and ends them. */
export function Members({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const { data: levels = [] } = useAssocLevelListQuery();
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<{ keyword?: string; levelId?: string; state?: 'active' | 'ended' }>({
    state: 'active',
  });
  const [levelId, setLevelId] = useState('');
  const [state, setState] = useState<'' | 'active' | 'ended'>('active');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useAssocMemberPageQuery({ ...filters, current: page, size: SIZE });
  const [dialog, setDialog] = useState<{ member?: AssocMember } | null>(null);
  const [end] = useAssocMemberEndMutation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setFilters({
      ...(keyword.trim() && { keyword: keyword.trim() }),
      ...(levelId && { levelId }),
      ...(state && { state }),
    });
  };
  const stop = async (m: AssocMember) => {
    if (
      !(await confirm({
        title: t('association.members.end'),
        content: t('association.members.endConfirm', { name: m.companyName }),
      }))
    )
      return;
    await end({ memberId: m.memberId }).unwrap();
    toast.success(t('association.members.ended'));
  };
  const columns: TableColumn<AssocMember>[] = [
    { key: 'companyName', title: t('association.members.company') },
    {
      key: 'levelName',
      title: t('association.members.level'),
      render: (m) => <Tag>{levelLabel(m.levelName, locale)}</Tag>,
    },
    {
      key: 'contact',
      title: t('association.members.contact'),
      render: (m) => (
        <Cell>
          {m.contactName} <Muted>{m.contactPhone}</Muted>
        </Cell>
      ),
    },
    {
      key: 'term',
      title: t('association.members.term'),
      render: (m) => (
        <Cell>
          {m.termStart} – {m.termEnd}
          {m.termExpired && <Tag tone="warning">{t('association.members.expired')}</Tag>}
        </Cell>
      ),
    },
    { key: 'regionName', title: t('association.members.region'), render: (m) => m.regionName ?? '—' },
    { key: 'industryName', title: t('association.members.industry'), render: (m) => m.industryName ?? '—' },
    {
      key: 'state',
      title: t('association.members.state'),
      render: (m) => t(`association.members.states.${m.state}`),
    },
    ...(isAdmin
      ? [
          {
            key: 'actions',
            title: t('association.members.actions'),
            render: (m: AssocMember) =>
              m.state === 'active' ? (
                <Cell>
                  <Button size="sm" onClick={() => setDialog({ member: m })}>
                    {t('association.members.edit')}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => void stop(m)}>
                    {t('association.members.end')}
                  </Button>
                </Cell>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <div data-testid="assoc-members">
      <FilterForm onSubmit={submit} role="search" aria-label={t('association.members.keyword')}>
        <Row>
          <Input
            type="search"
            label={t('association.members.keyword')}
            placeholder={t('association.members.keywordHint')}
            maxLength={50}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <Select
            label={t('association.members.level')}
            placeholder={t('association.members.allLevels')}
            value={levelId}
            options={levels.map((l) => ({ value: l.levelId, label: levelLabel(l.name, locale) }))}
            onChange={setLevelId}
          />
          <Select
            label={t('association.members.state')}
            placeholder={t('association.members.allStates')}
            value={state}
            options={(['active', 'ended'] as const).map((s) => ({
              value: s,
              label: t(`association.members.states.${s}`),
            }))}
            onChange={(v) => setState(v as '' | 'active' | 'ended')}
          />
          <Button type="submit">{t('association.members.search')}</Button>
        </Row>
        {isAdmin && (
          <Button variant="primary" onClick={() => setDialog({})}>
            {t('association.members.add')}
          </Button>
        )}
      </FilterForm>
      <Table
        aria-label={t('association.tabs.members')}
        columns={columns}
        rows={data?.records ?? []}
        rowKey={(m) => m.memberId}
        loading={isFetching && !data}
      />
      <Bar>
        <Muted>{t('association.members.total', { total: data?.total ?? 0 })}</Muted>
        <Pagination total={data?.total ?? 0} pageSize={SIZE} page={page} onChange={setPage} />
      </Bar>
      {dialog && <MemberDialog member={dialog.member} onClose={() => setDialog(null)} />}
    </div>
  );
}
