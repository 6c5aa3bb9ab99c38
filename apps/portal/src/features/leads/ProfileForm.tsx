import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Range, RangeFieldset } from '../../shared/layout/RangeFieldset';
import { Button, Checkbox, Input, Select } from '@platform/ui';
import { AreaSelector } from '@platform/ui/domain';
import { chainPath, industryPick, loadEnterpriseCopy } from '../enterprise';
import { useLeadConditionsQuery } from './leadsApi';
import {
  EMPTY_PROFILE,
  STATUS_CODES,
  profileProblems,
  type ProfileDraft,
  type ProfileProblem,
} from './profile';
import { FINANCING_STAGES, SCALES } from './options';
import { FinanceFields } from './FinanceFields';
import { useFinanceHome } from './finance';
import './i18n';

const Panel = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.lg}px;
  background: ${({ theme }) => theme.colors.page};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  min-width: 0;
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
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: flex-end;
  justify-content: flex-end;
  grid-column: -2 / -1;
`;
const Group = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.xl}px;
`;
const Problem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const PROBLEM_TEXT = {
  capital: 'leads.profile.badRange',
  year: 'leads.profile.badRange',
  yearFormat: 'leads.profile.badYear',
  growth: 'leads.profile.badGrowth',
  debtRatio: 'leads.profile.badDebtRatio',
  debtRange: 'leads.profile.badRange',
} as const satisfies Record<ProfileProblem, string>;

export interface ProfileFormProps {
  value: ProfileDraft;
  onChange: (draft: ProfileDraft) => void;
  /** Show the ranked results for the profile. */
  onSearch: () => void;
}

/**
 * The target profile: industry (section, division), chain and node, region (to its counties),
 * capital and founding-year ranges, status, qualifications, listed, scale, financing stage, card
 * and patents; on the 金融拓客 home also its financial signals. Every change goes up at once (the
 * matching count follows it).
 */
export function ProfileForm({ value, onChange, onSearch }: ProfileFormProps) {
  const { t } = useTranslation();
  const { data: conditions } = useLeadConditionsQuery();
  const finance = useFinanceHome();
  // Section and chain names in both languages come with the enterprise copy; render again once it is in.
  const [, setCopyLoaded] = useState(false);
  useEffect(() => {
    void loadEnterpriseCopy().then(() => setCopyLoaded(true));
  }, []);
  const set = <K extends keyof ProfileDraft>(key: K, v: ProfileDraft[K]) => onChange({ ...value, [key]: v });
  const problems = profileProblems(value);
  const industry = industryPick(conditions?.industries, value.industryCode);
  const chain = chainPath(conditions?.chains, value.chainNodeCode);
  const chainLevels = chain.filter((node) => node.children.length > 0);
  const numeric = (key: 'capitalMin' | 'capitalMax' | 'yearMin' | 'yearMax') => ({
    value: value[key],
    inputMode: 'numeric' as const,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value.replace(/[^\d.]/g, '')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length === 0) onSearch();
  };
  const toggle = (key: 'status', code: string, on: boolean) =>
    set(key, on ? [...value[key], code] : value[key].filter((c) => c !== code));

  return (
    <Panel aria-label={t('leads.profile.title')} onSubmit={submit} data-testid="lead-profile">
      <Select
        label={t('leads.profile.industry')}
        value={industry.section?.code ?? ''}
        placeholder={t('leads.profile.any')}
        options={(conditions?.industries ?? []).map((s) => ({
          value: s.code,
          label: t(`enterprise.sections.${s.code}` as 'leads.title', { defaultValue: s.name }),
        }))}
        onChange={(v) => set('industryCode', v)}
      />
      {industry.section && industry.section.divisions.length > 0 && (
        <Select
          label={t('leads.profile.division')}
          value={industry.divisionCode}
          placeholder={t('leads.profile.any')}
          options={industry.section.divisions.map((d) => ({ value: d.code, label: d.name }))}
          onChange={(v) => set('industryCode', v || industry.section!.code)}
        />
      )}
      <Select
        label={t('leads.profile.chain')}
        value={chain[0]?.code ?? ''}
        placeholder={t('leads.profile.any')}
        options={(conditions?.chains ?? []).map((c) => ({
          value: c.code,
          label: t(`enterprise.chains.${c.code}` as 'leads.title', { defaultValue: c.name }),
        }))}
        onChange={(v) => set('chainNodeCode', v)}
      />
      {chainLevels.map((parent, i) => (
        <Select
          key={parent.code}
          label={`${t('leads.profile.chainNode')} ${i + 1}`}
          value={chain[i + 1]?.code ?? ''}
          placeholder={t('leads.profile.any')}
          options={parent.children.map((n) => ({ value: n.code, label: n.name }))}
          onChange={(v) => set('chainNodeCode', v || parent.code)}
        />
      ))}
      <Range>
        <AreaSelector
          value={value.regionCode || undefined}
          excludeNationwide
          onChange={(code) => set('regionCode', code)}
          label={t('leads.profile.region')}
          placeholder={t('leads.profile.regionAll')}
        />
        {value.regionCode && (
          <Button size="sm" variant="link" onClick={() => set('regionCode', '')}>
            {t('leads.profile.clearRegion')}
          </Button>
        )}
      </Range>
      <RangeFieldset
        legend={t('leads.profile.capital')}
        lowLabel={t('leads.profile.min')}
        highLabel={t('leads.profile.max')}
        low={numeric('capitalMin')}
        high={numeric('capitalMax')}
      />
      <RangeFieldset
        legend={t('leads.profile.founded')}
        lowLabel={t('leads.profile.from')}
        highLabel={t('leads.profile.to')}
        maxLength={4}
        low={numeric('yearMin')}
        high={numeric('yearMax')}
      />
      <fieldset>
        <legend>{t('leads.profile.status')}</legend>
        <Checks>
          {STATUS_CODES.map((code) => (
            <Checkbox
              key={code}
              label={t(`leads.statuses.${code}`)}
              checked={value.status.includes(code)}
              onChange={(e) => toggle('status', code, e.target.checked)}
            />
          ))}
        </Checks>
      </fieldset>
      <Input
        label={t('leads.profile.qualifications')}
        placeholder={t('leads.profile.qualificationsHint')}
        value={value.qualifications}
        onChange={(e) => set('qualifications', e.target.value)}
      />
      <Select
        label={t('leads.profile.listed')}
        value={value.listed}
        placeholder={t('leads.profile.any')}
        options={[
          { value: '1', label: t('leads.profile.listedYes') },
          { value: '0', label: t('leads.profile.listedNo') },
        ]}
        onChange={(v) => set('listed', v === '1' || v === '0' ? v : '')}
      />
      <Select
        label={t('leads.profile.scale')}
        value={value.scale}
        placeholder={t('leads.profile.any')}
        options={SCALES.map((s) => ({ value: s.value, label: t(`leads.scales.${s.key}`) }))}
        onChange={(v) => set('scale', v)}
      />
      <Select
        label={t('leads.profile.financing')}
        value={value.financing}
        placeholder={t('leads.profile.any')}
        options={FINANCING_STAGES.map((s) => ({ value: s.value, label: t(`leads.stages.${s.key}`) }))}
        onChange={(v) => set('financing', v)}
      />
      <Checks>
        <Checkbox
          label={t('leads.profile.hasCard')}
          checked={value.hasCard}
          onChange={(e) => set('hasCard', e.target.checked)}
        />
        <Checkbox
          label={t('leads.profile.hasPatents')}
          checked={value.hasPatents}
          onChange={(e) => set('hasPatents', e.target.checked)}
        />
      </Checks>
      {finance && (
        <Group>
          <legend>{t('leads.profile.finance')}</legend>
          <FinanceFields value={value} set={set} />
        </Group>
      )}
      {problems.length > 0 && (
        <Problem role="alert">{problems.map((p) => t(PROBLEM_TEXT[p])).join(' ')}</Problem>
      )}
      <Actions>
        <Button onClick={() => onChange(EMPTY_PROFILE)}>{t('leads.profile.reset')}</Button>
        <Button type="submit" variant="primary" disabled={problems.length > 0}>
          {t('leads.profile.search')}
        </Button>
      </Actions>
    </Panel>
  );
}
