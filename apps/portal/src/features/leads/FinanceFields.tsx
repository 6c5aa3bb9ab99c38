import { useTranslation } from 'react-i18next';
import { Input, Select } from '@platform/ui';
import { RangeFieldset } from '../../shared/layout/RangeFieldset';
import { CAPITAL_INCREASED_WITHIN, FINANCED_WITHIN } from './options';
import type { ProfileDraft } from './profile';
import './i18n';

type Set = <K extends keyof ProfileDraft>(key: K, v: ProfileDraft[K]) => void;
const yesNo = (v: string): '' | '1' | '0' => (v === '1' || v === '0' ? v : '');

/**
 * 金融拓客's signals in the profile: state-owned, outward investment, a recent round, a recent
 * registered-capital increase, revenue growth, debt ratio.
 */
export function FinanceFields({ value, set }: { value: ProfileDraft; set: Set }) {
  const { t } = useTranslation();
  const percent = (key: 'growthMin' | 'debtRatioMin' | 'debtRatioMax', signed: boolean) => ({
    value: value[key],
    inputMode: (signed ? 'text' : 'decimal') as 'text' | 'decimal',
    onChange: (e: { target: { value: string } }) =>
      set(key, e.target.value.replace(signed ? /[^\d.-]/g : /[^\d.]/g, '')),
  });
  return (
    <>
      <Select
        label={t('leads.profile.stateOwned')}
        value={value.stateOwned}
        placeholder={t('leads.profile.any')}
        options={[
          { value: '1', label: t('leads.profile.stateOwnedYes') },
          { value: '0', label: t('leads.profile.stateOwnedNo') },
        ]}
        onChange={(v) => set('stateOwned', yesNo(v))}
      />
      <Select
        label={t('leads.profile.investsOthers')}
        value={value.investsOthers}
        placeholder={t('leads.profile.any')}
        options={[
          { value: '1', label: t('leads.profile.investsYes') },
          { value: '0', label: t('leads.profile.investsNo') },
        ]}
        onChange={(v) => set('investsOthers', yesNo(v))}
      />
      <Select
        label={t('leads.profile.financedWithin')}
        value={value.financedWithin}
        placeholder={t('leads.profile.any')}
        options={FINANCED_WITHIN.map((m) => ({ value: m, label: t(`leads.profile.withinMonths.${m}`) }))}
        onChange={(v) => set('financedWithin', FINANCED_WITHIN.find((m) => m === v) ?? '')}
      />
      <Select
        label={t('leads.profile.capitalIncreasedWithin')}
        value={value.capitalIncreasedWithin}
        placeholder={t('leads.profile.any')}
        options={CAPITAL_INCREASED_WITHIN.map((m) => ({
          value: m,
          label: t(`leads.profile.withinMonths.${m}`),
        }))}
        onChange={(v) => set('capitalIncreasedWithin', CAPITAL_INCREASED_WITHIN.find((m) => m === v) ?? '')}
      />
      <Input
        label={t('leads.profile.growth')}
        placeholder={t('leads.profile.growthHint')}
        maxLength={8}
        {...percent('growthMin', true)}
      />
      <RangeFieldset
        legend={t('leads.profile.debtRatio')}
        lowLabel={t('leads.profile.min')}
        highLabel={t('leads.profile.max')}
        maxLength={6}
        low={percent('debtRatioMin', false)}
        high={percent('debtRatioMax', false)}
      />
    </>
  );
}
