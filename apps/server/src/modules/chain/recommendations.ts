import type { z } from 'zod';
import type { chainApi } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import * as base from './repo';
import * as repo from './recommendations-repo';
import { resolveFilter } from './service';
import { statistics } from './statistics';
import { topCompanies } from './stats-repo';

type In<E extends { input: z.ZodType }> = z.infer<E['input']>;

/** Qualification tags offered as a filter. */
const TAG_OPTIONS = 12;

/** A node's company filters: regions, statuses and capital bands as the statistics count them, and tags. */
export async function searchConditions(db: Q, input: In<typeof chainApi.searchConditions>) {
  const f = await resolveFilter(db, input);
  const [stats, tags] = await Promise.all([
    statistics(db, input),
    repo.scopeTagCounts(db, f, 'qualification_tags', TAG_OPTIONS),
  ]);
  return {
    regions: stats.regions,
    statuses: stats.statuses,
    capital: stats.capital,
    tags: tags.map((r) => ({ code: r.tag, name: r.tag, count: r.n })),
  };
}

/** The scope's leading technology fields, with how many of their companies are recent. */
export async function technicalRecommend(db: Q, input: In<typeof chainApi.technicalRecommend>) {
  const f = await resolveFilter(db, input);
  const tags = await repo.scopeTagCounts(db, f, 'tech_field_tags', input.size);
  return tags.map((r) => ({ tag: r.tag, companyCount: r.n, recentCount: r.recent }));
}

/** The legal representatives of the scope's strongest operating companies. */
export async function talentRecommend(db: Q, input: In<typeof chainApi.talentRecommend>) {
  const f = await resolveFilter(db, { ...input, regStatusCode: '1' });
  const top = await topCompanies(db, f, 'score', input.size);
  const name = await repo.legalEntityNames(
    db,
    top.map((c) => c.company_id),
  );
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
  const companies = await repo.companiesNamedLike(db, f.chainCode, like, input.size);
  return companies.map((r) => ({
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
