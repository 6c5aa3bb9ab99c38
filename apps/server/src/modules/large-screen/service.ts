import {
  LARGE_SCREEN_LIMITS as L,
  ResultCode,
  type LargeScreen,
  type ScreenEvent,
  type largeScreenEventsInput,
  type largeScreenInput,
} from '@platform/contracts';
import type { z } from 'zod';
import type { Store } from '../../db/kysely';
import { AppError } from '../../lib/errors';
import { chains } from '../bigdata';
import { ensureNodeStats, statsOf as nodeStatsOf } from '../attract';
import {
  NATION,
  childrenOf,
  ensureYearStats,
  isRegion,
  lastYearStatsBuild,
  regionTotals,
  shortRegionName,
  thisYear,
  yearRows,
} from '../metric-table';
import { newestEvents, type RegionColumn } from './repo';

const unknownRegion = () => new AppError('metricRegionUnknown', ResultCode.BAD_REQUEST, 400);

function columnOf(code: string): RegionColumn | undefined {
  if (code === NATION) return undefined;
  if (code.endsWith('0000')) return 'province_code';
  if (code.endsWith('00')) return 'city_code';
  return 'region_code';
}

/** The region's figures, chains, ten years of growth and sub-regions (docs/large-screen.md). */
export async function overview(
  store: Store,
  input: z.output<typeof largeScreenInput>,
  now = new Date(),
): Promise<LargeScreen> {
  const code = input.regionCode;
  if (!isRegion(code)) throw unknownRegion();
  await Promise.all([ensureYearStats(store, now), ensureNodeStats(store, now)]);
  const last = thisYear(now);
  const years = Array.from({ length: L.years }, (_, i) => last - L.years + 1 + i);
  const children = childrenOf(code);
  const chainCodes = chains.map((c) => c.code);
  const [rows, totals, nodeStats, build] = await Promise.all([
    yearRows(store.db, [code], years[0]!, last),
    regionTotals(store.db, [code, ...children]),
    nodeStatsOf(store.db, code === NATION ? [NATION] : [NATION, code], chainCodes),
    lastYearStatsBuild(store.db),
  ]);
  const byYear = new Map(rows.map((r) => [Number(r.year), r]));
  const series = (pick: (r: (typeof rows)[number]) => number) =>
    years.map((y) => {
      const r = byYear.get(y);
      return r ? Number(pick(r)) : 0;
    });
  const growth = {
    years,
    newCompanies: series((r) => r.new_companies),
    patents: series((r) => r.patents),
    financing: series((r) => r.financing),
  };
  const total = totals.find((t) => t.region_code === code);
  const nationOf = new Map(
    nodeStats.filter((s) => s.region_code === NATION).map((s) => [s.node_code, Number(s.companies)]),
  );
  const regionChains = chains
    .map((c) => {
      const companies = Number(
        nodeStats.find((s) => s.region_code === code && s.node_code === c.code)?.companies ?? 0,
      );
      const nation = nationOf.get(c.code) ?? 0;
      return { code: c.code, name: c.name, companies, share: nation ? companies / nation : 0 };
    })
    .filter((c) => c.companies > 0)
    .sort((a, b) => b.companies - a.companies);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    regionCode: code,
    regionName: shortRegionName(code),
    figures: {
      companies: Number(total?.companies ?? 0),
      capital: Math.round(Number(total?.capital ?? 0)),
      newCompanies: growth.newCompanies.at(-1) ?? 0,
      patents: sum(growth.patents),
      financing: sum(growth.financing),
      chains: regionChains.length,
    },
    chains: regionChains.slice(0, L.chains),
    growth,
    subregions: totals
      .filter((t) => t.region_code !== code)
      .map((t) => ({
        code: t.region_code,
        name: shortRegionName(t.region_code),
        companies: Number(t.companies),
      }))
      .sort((a, b) => b.companies - a.companies)
      .slice(0, L.subregions),
    builtAt: new Date(build?.built_at ?? now).toISOString(),
  };
}

/** The newest events of the region's companies, newest first. */
export async function events(
  store: Store,
  input: z.output<typeof largeScreenEventsInput>,
): Promise<{ events: ScreenEvent[] }> {
  const code = input.regionCode;
  if (!isRegion(code)) throw unknownRegion();
  const column = columnOf(code);
  const rows = await newestEvents(store.db, column && { column, code }, input.afterId, L.events);
  return {
    events: rows.map((r) => ({
      id: String(r.id),
      companyId: r.company_id,
      companyName: r.company_name,
      kind: r.kind,
      changedOn: String(r.changed_on).slice(0, 10),
      before: r.before_text ?? '',
      after: r.after_text ?? '',
    })),
  };
}
