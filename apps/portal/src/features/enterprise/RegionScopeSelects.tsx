import type { RegionTree } from '@platform/contracts/bigdata';
import { Select } from '@platform/ui';
import { useAppSelector } from '../../shared/store/hooks';
import { useRegionListByLevelQuery } from './enterpriseApi';

export const NATION_CODE = '100000';

export interface RegionScopeSelectsProps {
  /** The nation ('100000'), a province or a city. */
  value: string;
  onChange: (code: string) => void;
  labels: { province: string; city: string; all: string };
}

/**
 * A province and, once one is chosen, one of its cities: the scope of a region-wide view (the
 * metric table, the large screen). Nothing chosen is the nation.
 */
export function RegionScopeSelects({ value, onChange, labels }: RegionScopeSelectsProps) {
  const loggedIn = useAppSelector((s) => Boolean(s.app.token));
  const tree = useRegionListByLevelQuery(undefined, { skip: !loggedIn }).data as RegionTree | undefined;
  const province = value === NATION_CODE ? '' : `${value.slice(0, 2)}0000`;
  const city = province && value !== province ? `${value.slice(0, 4)}00` : '';
  const cities = tree?.find((p) => p.code === province)?.children ?? [];
  return (
    <>
      <Select
        label={labels.province}
        placeholder={labels.all}
        value={province}
        options={(tree ?? []).map((p) => ({ value: p.code, label: p.name }))}
        onChange={(code) => onChange(code || NATION_CODE)}
      />
      <Select
        label={labels.city}
        placeholder={labels.all}
        value={city}
        disabled={!province}
        options={cities.map((c) => ({ value: c.code, label: c.name }))}
        onChange={(code) => onChange(code || province || NATION_CODE)}
      />
    </>
  );
}
