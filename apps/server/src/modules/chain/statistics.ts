import type { z } from 'zod';
import {
  CAPITAL_BANDS,
  ResultCode,
  type chainAlgorithmApi,
  type chainApi,
  type chainMapDataApi,
} from '@platform/contracts';
import type { Q } from '../../db/kysely';
import { AppError } from '../../lib/errors';
import { provinceName, regionNames } from '../bigdata';
import * as base from './repo';
import { areaOf, resolveFilter } from './service';
import * as stats from './stats-repo';

type In<E extends { input: z.ZodType }> = z.infer<E['input']>;

/** A region code prefix's own name: a province (2 digits), city (4) or county (6). */
export function regionLabel(prefix: string): string {
  if (prefix.length === 2) return provinceName(prefix);
  const names = regionNames(prefix.length === 4 ? `${prefix}00` : prefix);
  return (prefix.length === 4 ? names?.city.name : (names?.county?.name ?? names?.city.name)) ?? prefix;
}

const regionRows = (rows: Array<{ key: string | null; count: number }>) =>
  rows.map((r) => ({ code: r.key ?? '', name: regionLabel(r.key ?? ''), count: r.count }));

const brief = (r: stats.BriefRow) => ({
  companyId: r.company_id,
  companyName: r.company_name,
  regCapital: Number(r.reg_capital),
  area: areaOf(r.region_code),
  totalScore: Number(r.total_score),
});

const capitalName = (band: string) => {
  const i = CAPITAL_BANDS.indexOf(Number(band) as (typeof CAPITAL_BANDS)[number]);
  const next = CAPITAL_BANDS[i + 1];
  return next ? `${band}-${next} 万元` : `${band} 万元以上`;
};

export async function statistics(db: Q, input: In<typeof chainMapDataApi.statistics>) {
  const f = await resolveFilter(db, input);
  const rows = await stats.statisticsRows(db, f);
  return {
    total: rows.total,
    listed: rows.listed,
    regions: regionRows(rows.regions),
    statuses: rows.statuses.map((r) => {
      const [code = '', name = ''] = r.key.split(':');
      return { code, name, count: r.count };
    }),
    capital: rows.capital.map((r) => ({
      code: r.key || '0',
      name: capitalName(r.key || '0'),
      count: r.count,
    })),
    founded: rows.founded.map((r) => ({ code: r.key, name: `${r.key}s`, count: r.count })),
  };
}

export async function nodeCounts(db: Q, input: In<typeof chainApi.nodeCounts>) {
  const f = await resolveFilter(db, input);
  const nodes = await base.nodesWithCounts(db, f.chainCode, input.regionCode);
  return { counts: nodes.map((n) => ({ code: n.node_code, companyCount: n.company_count })) };
}

export async function areaDict(
  db: Q,
  input: In<typeof chainApi.areaDictNext> | In<typeof chainApi.areaDict>,
) {
  const f = await resolveFilter(db, input);
  return { regions: regionRows(await stats.byRegion(db, f)) };
}

export async function recommend(db: Q, input: In<typeof chainApi.entRecommend>) {
  const f = await resolveFilter(db, input);
  return (await stats.topCompanies(db, f, 'score', input.size)).map(brief);
}

export async function popup(db: Q, input: In<typeof chainAlgorithmApi.popup>) {
  const node = await base.nodeRow(db, input.nodeCode);
  if (!node) throw new AppError('nodeNotFound', ResultCode.NOT_FOUND, 404, input.nodeCode);
  // The node was just read: its chain is known, so the filter needs no second lookup.
  const f = { chainCode: node.chain_code, nodeCode: node.node_code, regionCode: input.regionCode };
  const [companyCount, listedCount, top] = await Promise.all([
    base.entCount(db, f),
    stats.listedCount(db, f),
    stats.topCompanies(db, f, 'capital', 5),
  ]);
  return {
    code: node.node_code,
    name: node.node_name,
    description: node.description,
    companyCount,
    listedCount,
    topCompanies: top.map(brief),
  };
}
