import type { Q, Store } from '../../db/kysely';
import { generateRegionFacts } from './region-facts-generate';
import * as bigdataRepo from './repo';
import { regionLevel } from './service';
import * as repo from './region-facts-repo';

/** Parks shown with a region (a province has hundreds: the largest national ones first). */
const PARKS_SHOWN = 12;

/** A code's prefix every code inside it starts with: province 2 digits, city 4, county all 6. */
const prefixOf = (code: string, level: number) =>
  level === 1 ? code.slice(0, 2) : level === 2 ? code.slice(0, 4) : code;

/** The facts and parks of a region for region-base (docs/attract.md): null and [] when none on record. */
export async function regionFacts(db: Q, code: string, level: number) {
  const [row, parks] = await Promise.all([
    repo.regionFactsRow(db, code),
    repo.regionParks(db, prefixOf(code, level), PARKS_SHOWN),
  ]);
  return {
    facts: row
      ? {
          year: row.year,
          population: row.population,
          gdp: row.gdp,
          gdpGrowth: row.gdp_growth,
          gdpPerCapita: row.population > 0 ? Math.round((row.gdp * 10_000) / row.population) : 0,
          area: row.area,
          industries: JSON.parse(row.industries) as Array<{ name: string; share: number }>,
          source: row.source === 'import' ? ('import' as const) : ('generated' as const),
        }
      : null,
    parks: parks.map((p) => ({
      parkId: p.park_id,
      name: p.name,
      regionCode: p.region_code,
      grade: p.grade === 'national' ? ('national' as const) : ('provincial' as const),
      area: p.area,
      industries: p.industries,
    })),
  };
}

/** GET gov-region/region-base: the region's level, names, company counts, facts and parks. */
export async function regionBase(db: Q, code: string) {
  const region = regionLevel(code);
  const [stats, facts] = await Promise.all([
    bigdataRepo.regionStats(db, region.level, code),
    regionFacts(db, code, region.level),
  ]);
  return {
    regionCode: code,
    regionName: region.name,
    regionFullname: region.fullName,
    level: region.level,
    parentCode: region.parent,
    companyCount: Number(stats.total),
    operatingCount: Number(stats.operating),
    listedCount: Number(stats.listed),
    regCapitalSum: Math.round(Number(stats.capital) * 100) / 100,
    ...facts,
  };
}

/** Fills the demo's generated facts for every region, once (a second start finds them). */
export async function seedRegionFacts(store: Store): Promise<boolean> {
  if (await repo.hasRegionFacts(store.db)) return false;
  const { facts, parks } = generateRegionFacts();
  await repo.insertRegionFacts(store, facts, parks);
  return true;
}
