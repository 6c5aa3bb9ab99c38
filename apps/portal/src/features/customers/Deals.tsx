import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, RadioGroup, Select } from '@platform/ui';
import { CustomerDrawer } from './CustomerDrawer';
import { DealBoard } from './DealBoard';
import { DealTable } from './DealTable';
import { SavedViews } from './SavedViews';
import { StageDialog } from './StageDialog';
import { useCrmStageListQuery } from './customersApi';
import { useCrmSelf } from './useCrmSelf';
import { useSavedView, type ViewFilters } from './useSavedView';
import { Bar, FilterForm, Row } from './styles';

type View = 'board' | 'table';
type Filters = ViewFilters<'deals'>;

/**
 * 商机: the pipeline as a board or a table, by keyword and owner; the administrator's 阶段设置.
 * The table's filters and columns (with the keyword and owner) are those of the saved view chosen
 * above it (SavedViews); the board takes the keyword and owner alone.
 */
export function Deals() {
  const { t } = useTranslation();
  const { members, isAdmin } = useCrmSelf();
  const { data: stages = [] } = useCrmStageListQuery();
  const [view, setView] = useState<View>('board');
  const [keyword, setKeyword] = useState('');
  // Bumped when a view is applied: the table takes its filters afresh (its fields and page).
  const [applied, setApplied] = useState(0);
  const saved = useSavedView('deals', {
    onApply: ({ filters: next }) => {
      setKeyword(next.keyword ?? '');
      setApplied((n) => n + 1);
    },
  });
  const filters = saved.filters;
  const setFilters = saved.setFilters;
  const board = {
    ...(filters.keyword && { keyword: filters.keyword }),
    ...(filters.ownerId && { ownerId: filters.ownerId }),
  };
  const [openId, setOpenId] = useState<string | null>(null);
  const [settingStages, setSettingStages] = useState(false);
  const search = (event: FormEvent) => {
    event.preventDefault();
    const { keyword: _k, ...rest } = filters;
    setFilters(keyword.trim() ? { ...rest, keyword: keyword.trim() } : rest);
  };
  return (
    <section aria-label={t('customers.tabs.deals')} data-testid="crm-deals">
      <Bar>
        <Row>
          <RadioGroup
            label={t('customers.deals.view')}
            direction="row"
            options={(['board', 'table'] as const).map((v) => ({
              value: v,
              label: t(`customers.deals.${v}`),
            }))}
            value={view}
            onChange={setView}
          />
          {view === 'table' && <SavedViews control={saved} />}
        </Row>
        {isAdmin && (
          <Button disabled={stages.length === 0} onClick={() => setSettingStages(true)}>
            {t('customers.deals.stages')}
          </Button>
        )}
      </Bar>
      <FilterForm role="search" aria-label={t('customers.deals.filters')} onSubmit={search}>
        <Row>
          <Input
            type="search"
            label={t('customers.deals.keyword')}
            maxLength={50}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <Select
            label={t('customers.deals.owner')}
            placeholder={t('customers.deals.allOwners')}
            value={filters.ownerId ?? ''}
            options={members.map((m) => ({ value: m.userId, label: m.name }))}
            onChange={(v) => {
              const { ownerId: _o, ...rest } = filters;
              setFilters(v ? ({ ...rest, ownerId: v } as Filters) : rest);
            }}
          />
          <Button type="submit">{t('customers.customers.search')}</Button>
        </Row>
      </FilterForm>
      {view === 'board' ? (
        <DealBoard filters={board} onOpenCustomer={setOpenId} />
      ) : (
        <DealTable
          key={applied}
          filters={filters}
          onFilters={setFilters}
          columns={saved.columns}
          onColumns={saved.setColumns}
          stages={stages}
          onOpenCustomer={setOpenId}
        />
      )}
      {openId && <CustomerDrawer customerId={openId} onClose={() => setOpenId(null)} />}
      {settingStages && <StageDialog stages={stages} onClose={() => setSettingStages(false)} />}
    </section>
  );
}
