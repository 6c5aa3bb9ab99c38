import type { DefaultTimestamp } from './accounts';

/**
 * Kept aggregate of the enterprise read model (metric-table, migration 1340): per region (nation
 * '100000', provinces, cities, counties) and year, the companies founded (year 0: no founding day
 * on record), their registered capital, patent applications and financing events.
 */
export interface MetricRegionYearsTable {
  region_code: string;
  /** 0 nation, 1 province, 2 city, 3 county. */
  level: number;
  year: number;
  new_companies: number;
  /** 万元. */
  new_capital: number;
  patents: number;
  financing: number;
}

/** One row: when metric_region_years was last built, and from how many companies. */
export interface MetricRegionYearBuildsTable {
  id: number;
  built_at: DefaultTimestamp;
  companies: number;
}

export interface MetricTableTables {
  metric_region_years: MetricRegionYearsTable;
  metric_region_year_builds: MetricRegionYearBuildsTable;
}
