import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Range, RangeFieldset } from '../../shared/layout/RangeFieldset';
import { Button, Checkbox, Input, Select } from '@platform/ui';
import { AreaSelector } from '@platform/ui/domain';
import { useAppSelector } from '../../shared/store/hooks';
import { useSearchConditionsQuery } from './enterpriseApi';
import {
  EMPTY_SEARCH,
  STATUS_CODES,
  chainPath,
  industryPick,
  type SearchState,
  type StatusCode,
} from './searchQuery';
import './i18n';

const Panel = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.xl}px;
  margin: ${({ theme }) => theme.space.lg}px 0;
  padding: ${({ theme }) => theme.space.lg}px;
  background: ${({ theme }) => theme.colors.page};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.font.size.sm}px;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: flex-end;
  justify-content: flex-end;
  grid-column: -2 / -1;
`;

export interface FilterPanelProps {
  value: SearchState;
  /** The filters to apply (the keyword and page are the caller's). */
  onApply: (filters: SearchState) => void;
}

/**
 * Region, industry, chain, status, capital range, founding years, tags and listing. Industries and
 * chains come from the search-conditions call: a section then its divisions (industryCode is the
 * division, or the section while none is picked), and a chain then one select per level below it
 * (chainNodeCode is the deepest node picked; the search includes its descendants).
 */
export function FilterPanel({ value, onApply }: FilterPanelProps) {
  const { t } = useTranslation();
  const loggedIn = useAppSelector((s) => Boolean(s.app.token));
  const { data: conditions } = useSearchConditionsQuery(undefined, { skip: !loggedIn });
  const [draft, setDraft] = useState(value);
  const [source, setSource] = useState(value);
  const [tagsText, setTagsText] = useState(value.tags.join('，'));
  if (source !== value) {
    setSource(value);
    setDraft(value);
    setTagsText(value.tags.join('，'));
  }
  const set = <K extends keyof SearchState>(key: K, v: SearchState[K]) =>
    setDraft((d) => ({ ...d, [key]: v }));
  const toggleStatus = (code: StatusCode, on: boolean) =>
    set(
      'status',
      on
        ? STATUS_CODES.filter((c) => c === code || draft.status.includes(c))
        : draft.status.filter((c) => c !== code),
    );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const tags = tagsText
      .split(/[,，\s]+/)
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 10);
    onApply({ ...draft, tags });
  };
  const reset = () => {
    setTagsText('');
    onApply({ ...EMPTY_SEARCH, keyword: value.keyword });
  };
  const industry = industryPick(conditions?.industries, draft.industryCode);
  const chain = chainPath(conditions?.chains, draft.chainNodeCode);
  // Below the chain: one select per picked node that has children, its value the next pick.
  const chainLevels = chain.filter((node) => node.children.length > 0);

  const numeric = (key: 'capitalMin' | 'capitalMax' | 'yearMin' | 'yearMax') => ({
    value: draft[key],
    inputMode: 'numeric' as const,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value.replace(/[^\d.]/g, '')),
  });

  return (
    <Panel aria-label={t('enterprise.search.filters')} onSubmit={apply} data-testid="filter-panel">
      <Range>
        <AreaSelector
          value={draft.regionCode || undefined}
          excludeNationwide
          onChange={(code) => set('regionCode', code)}
          label={t('enterprise.search.region')}
          placeholder={t('enterprise.search.regionAll')}
        />
        {draft.regionCode && (
          <Button size="sm" variant="link" onClick={() => set('regionCode', '')}>
            {t('enterprise.search.clearRegion')}
          </Button>
        )}
      </Range>
      <Select
        label={t('enterprise.search.industry')}
        value={industry.section?.code ?? ''}
        placeholder={t('enterprise.search.any')}
        options={(conditions?.industries ?? []).map((s) => ({
          value: s.code,
          label: t(`enterprise.sections.${s.code}`, { defaultValue: s.name }),
        }))}
        onChange={(v) => set('industryCode', v)}
      />
      {industry.section && industry.section.divisions.length > 0 && (
        <Select
          label={t('enterprise.search.division')}
          value={industry.divisionCode}
          placeholder={t('enterprise.search.any')}
          options={industry.section.divisions.map((d) => ({ value: d.code, label: d.name }))}
          onChange={(v) => set('industryCode', v || industry.section!.code)}
        />
      )}
      <Select
        label={t('enterprise.search.chain')}
        value={chain[0]?.code ?? ''}
        placeholder={t('enterprise.search.any')}
        options={(conditions?.chains ?? []).map((c) => ({
          value: c.code,
          label: t(`enterprise.chains.${c.code}`, { defaultValue: c.name }),
        }))}
        onChange={(v) => set('chainNodeCode', v)}
      />
      {chainLevels.map((parent, i) => {
        const level = parent.children[0]?.level ?? i + 1;
        return (
          <Select
            key={parent.code}
            label={t(`enterprise.search.chainLevels.${level}`, {
              defaultValue: t('enterprise.search.chainNode'),
            })}
            value={chain[i + 1]?.code ?? ''}
            placeholder={t('enterprise.search.any')}
            options={parent.children.map((n) => ({ value: n.code, label: n.name }))}
            onChange={(v) => set('chainNodeCode', v || parent.code)}
          />
        );
      })}
      <fieldset>
        <legend>{t('enterprise.search.status')}</legend>
        <Checks>
          {STATUS_CODES.map((code) => (
            <Checkbox
              key={code}
              label={t(`enterprise.statuses.${code}`)}
              checked={draft.status.includes(code)}
              onChange={(e) => toggleStatus(code, e.target.checked)}
            />
          ))}
        </Checks>
      </fieldset>
      <RangeFieldset
        legend={t('enterprise.search.capital')}
        lowLabel={t('enterprise.search.min')}
        highLabel={t('enterprise.search.max')}
        low={numeric('capitalMin')}
        high={numeric('capitalMax')}
      />
      <RangeFieldset
        legend={t('enterprise.search.founded')}
        lowLabel={t('enterprise.search.from')}
        highLabel={t('enterprise.search.to')}
        maxLength={4}
        low={numeric('yearMin')}
        high={numeric('yearMax')}
      />
      <Input
        label={t('enterprise.search.tags')}
        placeholder={t('enterprise.search.tagsHint')}
        value={tagsText}
        onChange={(e) => setTagsText(e.target.value)}
      />
      <Select
        label={t('enterprise.search.listed')}
        value={draft.listed}
        placeholder={t('enterprise.search.any')}
        options={[
          { value: '1', label: t('enterprise.search.listedYes') },
          { value: '0', label: t('enterprise.search.listedNo') },
        ]}
        onChange={(v) => set('listed', v === '1' || v === '0' ? v : '')}
      />
      <Actions>
        <Button onClick={reset}>{t('enterprise.search.reset')}</Button>
        <Button type="submit" variant="primary">
          {t('enterprise.search.apply')}
        </Button>
      </Actions>
    </Panel>
  );
}
