import type { AssociationStats } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { placeOf } from '../bigdata';
import * as repo from './association-repo';
import { yearDues } from './dues';
import { industryName, levels } from './members';

/**
 * Statistics (docs/association.md "Statistics"): active members by level (every level, in order),
 * by industry (GB/T 4754 division of the company) and by city (GB/T 2260), largest first; and this
 * year's dues collected and outstanding. Industry and region come from the company data, copied
 * onto the member when it joined. Unknown ones count under a null key.
 */
export async function stats(scope: TenantScope, now = new Date()): Promise<AssociationStats> {
  const [lv, byLevel, byIndustry, byRegion, dues] = await Promise.all([
    levels(scope),
    repo.activeCountsBy(scope, 'level_id'),
    repo.activeCountsBy(scope, 'industry_code'),
    repo.activeCountsBy(scope, 'region_code'),
    yearDues(scope, now),
  ]);
  const levelCount = new Map(byLevel.map((r) => [r.key, r.count]));
  const cities = new Map<string | null, { name: string; count: number }>();
  for (const r of byRegion) {
    const place = r.key ? placeOf(r.key) : null;
    const name = place ? place.cityName || place.provinceName : '';
    const key = r.key && name ? `${r.key.slice(0, 4)}00` : null;
    const seen = cities.get(key) ?? { name, count: 0 };
    seen.count += r.count;
    cities.set(key, seen);
  }
  const largest = (a: { count: number }, b: { count: number }) => b.count - a.count;
  return {
    byLevel: lv.map((l) => ({ key: l.id, name: l.name, count: levelCount.get(l.id) ?? 0 })),
    byIndustry: byIndustry
      .map((r) => ({ key: r.key, name: industryName(r.key) ?? '', count: r.count }))
      .sort(largest),
    byRegion: [...cities].map(([key, v]) => ({ key, name: v.name, count: v.count })).sort(largest),
    dues,
  };
}
