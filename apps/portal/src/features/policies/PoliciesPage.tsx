import { useTranslation } from 'react-i18next';
import { POLICY_LEVELS, POLICY_LIMITS as L, type PolicyPageInput } from '@platform/contracts';
import { Button, Checkbox, Empty, Input, Pagination, Select, Spinner } from '@platform/ui';
import { useAddressFilters } from '../../shared/library/useAddressFilters';
import { Page } from '../../shared/layout/Page';
import { PolicyItem } from './PolicyItem';
import { usePolicyFacetsQuery, usePolicyPageQuery } from './policiesApi';
import { Filters, Intro, List, Problem } from './styles';
import './i18n';

const SIZE = 10;
const FIELDS = ['keyword', 'level', 'provinceCode', 'chainCode', 'from', 'to', 'validOnly'] as const;

/**
 * /serve/policy: the policy library searched by keyword, level, region, chain, issue days and
 * validity (kept in the address, so a search can be shared), newest first, each opening its detail.
 */
export default function PoliciesPage() {
  const { t } = useTranslation();
  const {
    applied,
    draft,
    current,
    query: filters,
    badRange,
    draftBadRange,
    set,
    apply,
    reset,
  } = useAddressFilters(FIELDS, SIZE);
  const query = filters as PolicyPageInput;
  const facets = usePolicyFacetsQuery({});
  const page = usePolicyPageQuery(query, { skip: badRange });
  const options = (list: Array<{ value: string; label: string; count: number }> | undefined) =>
    (list ?? []).map((o) => ({ value: o.value, label: `${o.label} (${o.count})` }));

  return (
    <Page aria-labelledby="policies-title">
      <h1 id="policies-title">{t('policies.title')}</h1>
      <Intro>{t('policies.intro')}</Intro>
      <Filters
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (!draftBadRange) apply(draft);
        }}
      >
        <Input
          label={t('policies.keyword')}
          placeholder={t('policies.keywordPlaceholder')}
          maxLength={L.keywordMax}
          value={draft.keyword}
          onChange={(e) => set('keyword', e.target.value)}
        />
        <Select
          label={t('policies.level')}
          placeholder={t('policies.all')}
          value={draft.level}
          options={POLICY_LEVELS.map((l) => ({ value: l, label: t(`policies.levels.${l}`) }))}
          onChange={(v) => set('level', v)}
        />
        <Select
          label={t('policies.province')}
          placeholder={t('policies.all')}
          value={draft.provinceCode}
          options={options(facets.data?.provinces)}
          onChange={(v) => set('provinceCode', v)}
        />
        <Select
          label={t('policies.chain')}
          placeholder={t('policies.all')}
          value={draft.chainCode}
          options={options(facets.data?.chains)}
          onChange={(v) => set('chainCode', v)}
        />
        <Input
          label={t('policies.from')}
          type="date"
          value={draft.from}
          onChange={(e) => set('from', e.target.value)}
        />
        <Input
          label={t('policies.to')}
          type="date"
          value={draft.to}
          onChange={(e) => set('to', e.target.value)}
          error={draftBadRange ? t('policies.badRange') : undefined}
        />
        <Checkbox
          checked={draft.validOnly === 'true'}
          onChange={(e) => set('validOnly', e.target.checked ? 'true' : '')}
          label={t('policies.validOnly')}
        />
        <Button type="submit" variant="primary" disabled={draftBadRange}>
          {t('policies.search')}
        </Button>
        <Button onClick={reset}>{t('policies.reset')}</Button>
      </Filters>
      {badRange && <Problem role="alert">{t('policies.badRange')}</Problem>}
      {!badRange && page.isFetching && !page.data && <Spinner />}
      {!badRange && page.data && (
        <>
          <p aria-live="polite">{t('policies.total', { count: page.data.total })}</p>
          {page.data.records.length === 0 ? (
            <Empty description={t('policies.empty')} />
          ) : (
            <List aria-label={t('policies.results')} data-testid="policy-list">
              {page.data.records.map((p) => (
                <PolicyItem key={p.policyId} policy={p} />
              ))}
            </List>
          )}
          <Pagination
            aria-label={t('policies.pages')}
            total={page.data.total}
            pageSize={SIZE}
            page={current}
            onChange={(p) => apply(applied, p)}
          />
        </>
      )}
    </Page>
  );
}
