import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPEAL_STATES, GOV_CATEGORIES } from '@platform/contracts';
import { Button, Checkbox, Input, Select, Spinner } from '@platform/ui';
import { AppealList } from './AppealList';
import { AppealView } from './AppealView';
import { DeskActions } from './DeskActions';
import { useGovAppealDetailQuery, useGovAppealPageQuery, type AppealRow, type DeskInfo } from './govApi';
import { Bar, Stack } from './styles';

const SIZE = 20;
interface Filters {
  state: string;
  category: string;
  overdue: boolean;
  mine: boolean;
  keyword: string;
}
const NONE: Filters = { state: '', category: '', overdue: false, mine: false, keyword: '' };

/** 诉求: the desk's appeals (a member: those assigned to them), filtered, each opened in a drawer. */
export function Appeals({ desk }: { desk: DeskInfo }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(NONE);
  const [filters, setFilters] = useState<Filters>(NONE);
  const [current, setCurrent] = useState(1);
  const { data, isFetching } = useGovAppealPageQuery({
    ...(filters.state && { state: filters.state as AppealRow['state'] }),
    ...(filters.category && { category: filters.category as AppealRow['category'] }),
    ...(filters.overdue && { overdue: true }),
    ...(filters.mine && { mine: true }),
    ...(filters.keyword && { keyword: filters.keyword }),
    current,
    size: SIZE,
  });
  return (
    <div data-testid="gov-appeals">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ ...draft, keyword: draft.keyword.trim() });
          setCurrent(1);
        }}
      >
        <Bar>
          <Select
            label={t('gov.appeals.state')}
            placeholder={t('gov.appeals.allStates')}
            value={draft.state}
            onChange={(state) => setDraft({ ...draft, state })}
            options={APPEAL_STATES.map((s) => ({ value: s, label: t(`gov.states.${s}`) }))}
          />
          <Select
            label={t('gov.appeals.category')}
            placeholder={t('gov.appeals.allCategories')}
            value={draft.category}
            onChange={(category) => setDraft({ ...draft, category })}
            options={GOV_CATEGORIES.map((c) => ({ value: c, label: t(`gov.categories.${c}`) }))}
          />
          <Input
            label={t('gov.appeals.keyword')}
            maxLength={40}
            value={draft.keyword}
            onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
          />
          <Checkbox
            label={t('gov.appeals.overdueOnly')}
            checked={draft.overdue}
            onChange={(e) => setDraft({ ...draft, overdue: e.target.checked })}
          />
          {desk.isAdmin && (
            <Checkbox
              label={t('gov.appeals.mine')}
              checked={draft.mine}
              onChange={(e) => setDraft({ ...draft, mine: e.target.checked })}
            />
          )}
          <Button type="submit" variant="primary">
            {t('gov.appeals.search')}
          </Button>
        </Bar>
      </form>
      <p>{t('gov.appeals.total', { total: data?.total ?? 0 })}</p>
      <AppealList
        label={t('gov.tabs.appeals')}
        loading={isFetching}
        rows={data?.records ?? []}
        total={data?.total ?? 0}
        size={SIZE}
        page={current}
        onPage={setCurrent}
        empty={t('gov.appeals.empty')}
        afterTitle={[{ key: 'companyName', title: t('gov.appeals.company') }]}
        afterState={[
          {
            key: 'departmentName',
            title: t('gov.appeals.department'),
            render: (r) => [r.departmentName, r.assigneeName].filter(Boolean).join(' / '),
          },
          { key: 'deadline', title: t('gov.appeals.deadline') },
        ]}
        detail={(appealId) => <DeskAppeal appealId={appealId} desk={desk} />}
      />
    </div>
  );
}

function DeskAppeal({ appealId, desk }: { appealId: string; desk: DeskInfo }) {
  const { data } = useGovAppealDetailQuery({ appealId });
  if (!data) return <Spinner />;
  return (
    <Stack data-testid="gov-appeal-detail">
      <h2>{data.title}</h2>
      <DeskActions appeal={data} desk={desk} />
      <AppealView appeal={data} />
    </Stack>
  );
}
