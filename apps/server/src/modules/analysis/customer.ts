import type { z } from 'zod';
import type { customerApi } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import { requireCompany } from '../bigdata';
import { areaOf, resolveFilter } from '../chain';
import * as repo from './customer-repo';

type In<E extends { input: z.ZodType }> = z.infer<E['input']>;

/** How many of a scope's companies fall in each target group of customer acquisition. */
export async function matchCount(db: Q, input: In<typeof customerApi.matchCount>) {
  const f = await resolveFilter(db, input);
  const r = await repo.targetGroupCounts(db, f);
  return {
    total: r.total,
    invested: r.invested,
    listed: r.listed,
    highTech: r.high_tech,
    operating: r.operating,
  };
}

/** Partners shown on each side. */
export const SUPPLY_PARTNERS = 10;

/**
 * Likely suppliers and customers: operating companies on the stream before (upstream) and after
 * (downstream) each node the company sits on, the company's province first, strongest first.
 * Stream is a node code's first level (chain code + 01 上游, 02 中游, 03 下游).
 */
export async function supplyRelations(db: Q, input: In<typeof customerApi.supplyRelations>) {
  const c = await requireCompany(db, input.companyId);
  const own = await repo.placementsOf(db, c.company_id);
  const streams = (offset: number) => [
    ...new Set(
      own
        .map((l) => {
          const stream = Number(l.node_code.slice(l.chain_code.length, l.chain_code.length + 2)) + offset;
          return stream >= 1 ? `${l.chain_code}${String(stream).padStart(2, '0')}` : '';
        })
        .filter(Boolean),
    ),
  ];
  const side = async (prefixes: string[]) => {
    if (!prefixes.length) return [];
    const rows = await repo.partnersUnder(db, prefixes, c, input.regionCode, SUPPLY_PARTNERS * 3);
    const seen = new Set<string>();
    return rows
      .filter((r) => !seen.has(r.company_id) && Boolean(seen.add(r.company_id)))
      .slice(0, SUPPLY_PARTNERS)
      .map((r) => ({
        companyId: r.company_id,
        companyName: r.company_name,
        area: areaOf(r.region_code),
        nodeName: r.node_name,
        chainName: r.chain_name,
        totalScore: Number(r.total_score),
      }));
  };
  const [suppliers, customers] = await Promise.all([side(streams(-1)), side(streams(1))]);
  return { suppliers, customers };
}
