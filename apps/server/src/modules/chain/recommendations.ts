import { sql } from 'kysely';
import type { z } from 'zod';
import type { chainApi } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import { entWhere, placed, type EntFilter } from './repo';
import * as base from './repo';
import { resolveFilter } from './service';
import { statistics } from './statistics';
import { topCompanies } from './stats-repo';

type In<E extends { input: z.ZodType }> = z.infer<E['input']>;

/** Founded within this many years counts as recent for a technology field. */
const RECENT_YEARS = 3;
/** Qualification tags offered as a filter. */
const TAG_OPTIONS = 12;

const scopedTags = (f: EntFilter, column: 'qualification_tags' | 'tech_field_tags') => sql`${placed(f)}
  select t.tag, count(*)::int as n,
    count(*) filter (where c.es_dt >= (current_date - ${sql.lit(RECENT_YEARS * 365)}))::int as recent
  from placed join companies c on c.company_id = placed.company_id
  cross join unnest(c.${sql.raw(column)}) as t(tag)
  where true ${entWhere(f)}
  group by 1 order by 2 desc, 1`;

/** A node's company filters: regions, statuses and capital bands as the statistics count them, and tags. */
export async function searchConditions(db: Q, input: In<typeof chainApi.searchConditions>) {
  const f = await resolveFilter(db, input);
  const [stats, tags] = await Promise.all([
    statistics(db, input),
    sql<{ tag: string; n: number }>`${scopedTags(f, 'qualification_tags')} limit ${TAG_OPTIONS}`.execute(db),
  ]);
  return {
    regions: stats.regions,
    statuses: stats.statuses,
    capital: stats.capital,
    tags: tags.rows.map((r) => ({ code: r.tag, name: r.tag, count: r.n })),
  };
}

/** The scope's leading technology fields, with how many of their companies are recent. */
export async function technicalRecommend(db: Q, input: In<typeof chainApi.technicalRecommend>) {
  const f = await resolveFilter(db, input);
  const result = await sql<{ tag: string; n: number; recent: number }>`${scopedTags(f, 'tech_field_tags')}
    limit ${input.size}`.execute(db);
  return result.rows.map((r) => ({ tag: r.tag, companyCount: r.n, recentCount: r.recent }));
}

/** The legal representatives of the scope's strongest operating companies. */
export async function talentRecommend(db: Q, input: In<typeof chainApi.talentRecommend>) {
  const f = await resolveFilter(db, { ...input, regStatusCode: '1' });
  const top = await topCompanies(db, f, 'score', input.size);
  const people = await db
    .selectFrom('companies')
    .select(['company_id', 'legal_entity_name'])
    .where('company_id', 'in', top.length ? top.map((c) => c.company_id) : [''])
    .execute();
  const name = new Map(people.map((p) => [p.company_id, p.legal_entity_name]));
  return top
    .filter((c) => name.get(c.company_id))
    .map((c) => ({
      name: name.get(c.company_id)!,
      role: 'legalRepresentative' as const,
      companyId: c.company_id,
      companyName: c.company_name,
      totalScore: Number(c.total_score),
    }));
}

/** Companies of the chain whose name holds the keyword, with the chain nodes each sits on. */
export async function matchingEnterprise(db: Q, input: In<typeof chainApi.matchingEnterprise>) {
  const f = await resolveFilter(db, input);
  const like = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await sql<{ company_id: string; company_name: string; node_codes: string[] }>`
    select c.company_id, c.company_name, array_agg(l.node_code order by l.node_code) as node_codes
    from company_layouts l join companies c on c.company_id = l.company_id
    where l.chain_code = ${f.chainCode} and c.company_name ilike ${like}
    group by 1, 2 order by max(c.total_score) desc, 1 limit ${input.size}`.execute(db);
  return result.rows.map((r) => ({
    companyId: r.company_id,
    companyName: r.company_name,
    nodeCodes: r.node_codes,
  }));
}

/** The catalogue as a page of chains. */
export async function chainPage(db: Q, input: In<typeof chainApi.chainPageList>) {
  const all = await base.chains(db, input.keyword);
  const start = (input.current - 1) * input.size;
  return {
    records: all.slice(start, start + input.size).map((c) => ({
      chainCode: c.chain_code,
      chainName: c.chain_name,
      description: c.description,
      nodeCount: c.node_count,
      companyCount: c.company_count,
    })),
    total: all.length,
    current: input.current,
    size: input.size,
  };
}
