import { useTranslation } from 'react-i18next';
import { Select } from '@platform/ui';
import { useTrackRegionsQuery } from './industryTrackingApi';

interface Props {
  /** A GB/T 2260 code (province, city or county), '' for none. */
  value: string;
  onChange: (code: string) => void;
}

/** Province, then city, then county: the deepest chosen is the value. */
export function RegionSelect({ value, onChange }: Props) {
  const { t } = useTranslation();
  const { data: provinces = [] } = useTrackRegionsQuery(undefined);
  const province = provinces.find((p) => p.code.slice(0, 2) === value.slice(0, 2) && value);
  const city = province?.children.find((c) => value.length === 6 && c.code === `${value.slice(0, 4)}00`);
  const cityOf = province?.children.find((c) => c.code === value || c.children.some((k) => k.code === value));
  const chosenCity = cityOf ?? city;
  return (
    <>
      <Select
        label={t('industryTracking.province')}
        placeholder={t('industryTracking.anyRegion')}
        value={province?.code ?? ''}
        options={provinces.map((p) => ({ value: p.code, label: p.name }))}
        onChange={onChange}
      />
      {province && province.children.length > 0 && (
        <Select
          label={t('industryTracking.city')}
          placeholder={t('industryTracking.anyCity')}
          value={chosenCity?.code ?? ''}
          options={province.children.map((c) => ({ value: c.code, label: c.name }))}
          onChange={(code) => onChange(code || province.code)}
        />
      )}
      {chosenCity && chosenCity.children.length > 0 && (
        <Select
          label={t('industryTracking.county')}
          placeholder={t('industryTracking.anyCounty')}
          value={chosenCity.children.some((k) => k.code === value) ? value : ''}
          options={chosenCity.children.map((k) => ({ value: k.code, label: k.name }))}
          onChange={(code) => onChange(code || chosenCity.code)}
        />
      )}
    </>
  );
}
