import type { RegionTree } from '@platform/contracts/bigdata';
import { useAppSelector } from '../../shared/store/hooks';
import { useRegionListByLevelQuery } from './enterpriseApi';

/** Province, city and county names by code, from the region list call. */
export function useRegionNames(): Map<string, string> | undefined {
  const loggedIn = useAppSelector((s) => Boolean(s.app.token));
  const { data } = useRegionListByLevelQuery(undefined, { skip: !loggedIn });
  return data ? namesOf(data as RegionTree) : undefined;
}

const cache = new WeakMap<object, Map<string, string>>();
function namesOf(tree: RegionTree): Map<string, string> {
  const hit = cache.get(tree);
  if (hit) return hit;
  const names = new Map<string, string>();
  for (const province of tree) {
    names.set(province.code, province.name);
    for (const city of province.children) {
      names.set(city.code, province.name + city.name);
      for (const county of city.children) names.set(county.code, province.name + city.name + county.name);
    }
  }
  cache.set(tree, names);
  return names;
}

export const regionName = (names: Map<string, string> | undefined, code: string | null | undefined) =>
  (code && names?.get(code)) || '';
