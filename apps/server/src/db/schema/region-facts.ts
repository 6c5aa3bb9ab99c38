import type { ColumnType } from 'kysely';
import type { DefaultTimestamp } from './accounts';

/** Tables of migration 1180_region_facts (docs/attract.md). */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** A region's facts (bigdata): population, GDP, area and leading industries of a year. */
export interface RegionFactsTable {
  region_code: string;
  /** 1 province, 2 city, 3 county. */
  level: number;
  year: number;
  /** 万人. */
  population: number;
  /** 亿元. */
  gdp: number;
  /** Percent over the year before. */
  gdp_growth: number;
  /** km². */
  area: number;
  /** JSON: [{ name, share }], the leading industries and their share of output, percent. */
  industries: string;
  /** 'generated' (the demo's figures) or 'import'. */
  source: WithDefault<string>;
}

/** An industrial park of a county (bigdata). */
export interface RegionParksTable {
  park_id: string;
  region_code: string;
  name: string;
  /** 'national' 国家级 or 'provincial' 省级. */
  grade: string;
  /** km². */
  area: number;
  industries: string[];
  source: WithDefault<string>;
}

/**
 * Kept aggregate of the enterprise read model (attract): per region (nation '100000', provinces,
 * cities, counties) and chain place (a chain, a node with its descendants; '' every company), the
 * companies, their registered capital and those founded since `new_since` of the last build.
 */
export interface AttractNodeStatsTable {
  region_code: string;
  /** 0 nation, 1 province, 2 city, 3 county. */
  level: number;
  node_code: string;
  companies: number;
  /** 万元. */
  capital: number;
  new_companies: number;
}

/** One row: when attract_node_stats was last built, and from what. */
export interface AttractNodeStatsBuildsTable {
  id: number;
  built_at: DefaultTimestamp;
  new_since: string;
  companies: number;
}

export interface RegionFactsTables {
  region_facts: RegionFactsTable;
  region_parks: RegionParksTable;
  attract_node_stats: AttractNodeStatsTable;
  attract_node_stats_builds: AttractNodeStatsBuildsTable;
}
