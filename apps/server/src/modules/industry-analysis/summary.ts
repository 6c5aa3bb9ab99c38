import {
  ANALYSIS_AGE_BANDS,
  ANALYSIS_CAPITAL_BANDS,
  INDUSTRY_ANALYSIS_LIMITS as L,
} from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { ensureChainCounts } from './chain-counts';
import * as repo from './repo';

export interface Bucket {
  key: string;
  count: number;
}

/** A chain's figures in one region, from the kept counts (analysis_chain_counts). */
export interface Summary {
  companies: number;
  capital: number;
  newCompanies: number;
  patenting: number;
  listed: number;
  capitalBands: number[];
  ageBands: number[];
  statuses: Bucket[];
  scales: Bucket[];
  qualifications: Bucket[];
  /** Founded per year, every year on record. */
  years: Bucket[];
}

const mostFirst = (a: Bucket, b: Bucket) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

function summaryOf(rows: repo.CountRow[]): Summary {
  const of = (kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ key: r.key, count: Number(r.companies) }))
      .sort(mostFirst);
  const one = (kind: string) => rows.find((r) => r.kind === kind && r.key === '');
  const band = (kind: string, i: number) =>
    Number(rows.find((r) => r.kind === kind && r.key === String(i))?.companies ?? 0);
  return {
    companies: Number(one('all')?.companies ?? 0),
    capital: Number(one('all')?.capital ?? 0),
    newCompanies: Number(one('new')?.companies ?? 0),
    patenting: Number(one('patenting')?.companies ?? 0),
    listed: Number(one('listed')?.companies ?? 0),
    capitalBands: ANALYSIS_CAPITAL_BANDS.map((_, i) => band('capital', i)),
    ageBands: ANALYSIS_AGE_BANDS.map((_, i) => band('age', i)),
    statuses: of('status'),
    scales: of('scale'),
    qualifications: of('qualification').slice(0, L.qualifications),
    years: of('year'),
  };
}

/** The summaries of a chain in the regions, by region code (a region with no company: zeros). */
export async function summariesOf(
  store: Store,
  regionCodes: string[],
  chainCode: string,
): Promise<Map<string, Summary>> {
  await ensureChainCounts(store);
  const rows = await repo.countsOf(store.db, regionCodes, chainCode);
  return new Map(regionCodes.map((code) => [code, summaryOf(rows.filter((r) => r.region_code === code))]));
}
