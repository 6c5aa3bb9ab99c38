import { sql, type RawBuilder } from 'kysely';
import type { QueriesOf } from '../../db/module-store';

/**
 * Profile and look-alike searches over the enterprise read model: the conditions and the ranking
 * run on company_profiles (the profile columns, narrow: a count scans a tenth of what companies
 * would), with company_layouts and company_financials where asked; a page's rows then read their
 * companies row by key. Ranked by the total score (index company_profiles_rank: total_score desc,
 * company_id), so the first page of a broad profile reads the index in order and stops early.
 */

type Queries = QueriesOf<'leads'>;

/** A profile resolved to column conditions (service.ts checks codes and turns years into dates). */
export interface CompanyWhere {
  sectionCodes?: readonly string[];
  divisionCodes?: readonly string[];
  chainCode?: string;
  nodeCodes?: readonly string[];
  provinces?: readonly string[];
  cities?: readonly string[];
  counties?: readonly string[];
  capitalMin?: number;
  capitalMax?: number;
  /** 'YYYY-01-01' inclusive. */
  foundedFrom?: string;
  /** 'YYYY-01-01' of the year after the range, exclusive. */
  foundedBefore?: string;
  statusCodes?: readonly string[];
  qualificationTags?: readonly string[];
  listed?: boolean;
  scaleTags?: readonly string[];
  financingStages?: readonly string[];
  /** 金融拓客: state-owned (company_type_tag 国有企业) or not. */
  stateOwned?: boolean;
  /** 金融拓客: invests in other companies (invest_cnt > 0) or not. */
  investsOthers?: boolean;
  /** 金融拓客: an investment round into the company on or after this day ('YYYY-MM-DD'). */
  financedSince?: string;
  /** 金融拓客: a registered-capital increase on or after this day ('YYYY-MM-DD'). */
  capitalIncreasedSince?: string;
  /** At least one patent on record, or none. */
  hasPatents?: boolean;
  /** 金融拓客: revenue growth of the latest financial year over the one before, percent. */
  revenueGrowthMin?: number;
  /** 金融拓客: the latest year's liabilities over assets, percent. */
  debtRatioMin?: number;
  debtRatioMax?: number;
  /** Companies with a business card on the platform, and whether to keep or leave them out. */
  cards?: { companyIds: readonly string[]; has: boolean };
  /** Leave these out (look-alike seeds). */
  excludeIds?: readonly string[];
}

export interface CandidateRow {
  company_id: string;
  company_name: string;
  usc_no: string;
  region_code: string;
  province_code: string;
  industry_section_code: string;
  industry_division_code: string;
  reg_capital: number;
  es_dt: string | null;
  reg_status_code: string;
  reg_status_name: string;
  qualification_tags: string[];
  is_listed: boolean;
  company_scale_tag: string;
  financing_stage_tag: string;
  total_score: number;
  grow_score: number;
  company_type_tag: string;
  invest_cnt: number;
  /** The latest financial year (null: no financials). */
  fin_year: number | null;
  /** Its revenue growth over the year before, percent (null: no earlier year or no revenue then). */
  revenue_growth: number | null;
  /** Its liabilities over assets, percent (null: no assets). */
  debt_ratio: number | null;
  /** The latest investment round into the company: its day and round (null: none on record). */
  last_round_on: string | null;
  last_round: string | null;
  /** Patents on record (null where not read: look-alike). */
  patent_count: number | null;
  /** The latest registered-capital increase: its day and amounts, 万元 (null: none on record). */
  last_increase_on: string | null;
  increase_before: number | null;
  increase_after: number | null;
  /** The first of the profile's (or the seeds') nodes the company sits on, if any were asked. */
  matched_node: string | null;
}

const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`));
const likeAny = (column: RawBuilder<unknown>, prefixes: readonly string[]) =>
  sql`(${sql.join(
    prefixes.map((p) => sql`${column} like ${`${p}%`}`),
    sql` or `,
  )})`;

function placedOn(w: CompanyWhere): RawBuilder<unknown> | null {
  // node_paths holds every node of the company with its ancestors and the chain code (migration
  // 1150): a node "with its descendants" and the chain are each one GIN-indexed overlap.
  if (w.nodeCodes?.length) return sql`c.node_paths && ${textArray(w.nodeCodes)}`;
  if (w.chainCode) return sql`c.node_paths && ${textArray([w.chainCode])}`;
  return null;
}

const textArray = (values: readonly string[]) => sql`${[...values]}::text[]`;

/**
 * The company's latest financial year with its revenue growth over the year before it (the latest
 * earlier year on record) and its debt ratio: at most one row, read through the primary key.
 */
const LATEST_FINANCIALS = sql`select f1.yr::int as fin_year,
    case when p.revenue > 0 then ((f1.revenue - p.revenue) / p.revenue * 100)::float8 end as revenue_growth,
    case when f1.total_assets > 0 then (f1.total_liabilities / f1.total_assets * 100)::float8 end as debt_ratio
  from company_financials f1
  left join lateral (select f2.revenue from company_financials f2
    where f2.company_id = f1.company_id and f2.yr < f1.yr order by f2.yr desc limit 1) p on true
  where f1.company_id = c.company_id
  order by f1.yr desc limit 1`;

/** The financial conditions (growth and debt ratio) on the latest year, or null when none is asked. */
function financialsMatch(w: CompanyWhere): RawBuilder<unknown> | null {
  const parts: RawBuilder<unknown>[] = [];
  if (w.revenueGrowthMin !== undefined) parts.push(sql`fin.revenue_growth >= ${w.revenueGrowthMin}`);
  if (w.debtRatioMin !== undefined) parts.push(sql`fin.debt_ratio >= ${w.debtRatioMin}`);
  if (w.debtRatioMax !== undefined) parts.push(sql`fin.debt_ratio <= ${w.debtRatioMax}`);
  if (!parts.length) return null;
  return sql`exists (select 1 from (${LATEST_FINANCIALS}) fin where ${sql.join(parts, sql` and `)})`;
}

/** The where clause of a resolved profile (`true` for an empty one). */
export function whereOf(w: CompanyWhere): RawBuilder<unknown> {
  const parts = conditionsOf(w);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** Whether a resolved profile narrows the companies at all (an empty one counts every company). */
export const narrows = (w: CompanyWhere): boolean => conditionsOf(w).length > 0;

function conditionsOf(w: CompanyWhere): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  if (w.sectionCodes?.length) parts.push(sql`c.industry_section_code in (${list(w.sectionCodes)})`);
  if (w.divisionCodes?.length) parts.push(sql`c.industry_division_code in (${list(w.divisionCodes)})`);
  const placed = placedOn(w);
  if (placed) parts.push(placed);
  const regions: RawBuilder<unknown>[] = [];
  if (w.provinces?.length) regions.push(sql`c.province_code in (${list(w.provinces)})`);
  if (w.cities?.length) regions.push(sql`c.city_code in (${list(w.cities)})`);
  if (w.counties?.length) regions.push(sql`c.region_code in (${list(w.counties)})`);
  if (regions.length) parts.push(sql`(${sql.join(regions, sql` or `)})`);
  if (w.capitalMin !== undefined) parts.push(sql`c.reg_capital >= ${w.capitalMin}`);
  if (w.capitalMax !== undefined) parts.push(sql`c.reg_capital <= ${w.capitalMax}`);
  if (w.foundedFrom) parts.push(sql`c.es_dt >= ${w.foundedFrom}::date`);
  if (w.foundedBefore) parts.push(sql`c.es_dt < ${w.foundedBefore}::date`);
  if (w.statusCodes?.length) parts.push(sql`c.reg_status_code in (${list(w.statusCodes)})`);
  if (w.qualificationTags?.length)
    parts.push(sql`c.qualification_tags && array[${list(w.qualificationTags)}]::text[]`);
  if (w.listed !== undefined) parts.push(sql`c.is_listed = ${w.listed}`);
  if (w.scaleTags?.length) parts.push(sql`c.company_scale_tag in (${list(w.scaleTags)})`);
  if (w.financingStages?.length) parts.push(sql`c.financing_stage_tag in (${list(w.financingStages)})`);
  if (w.stateOwned !== undefined)
    parts.push(w.stateOwned ? sql`c.company_type_tag = '国有企业'` : sql`c.company_type_tag <> '国有企业'`);
  if (w.investsOthers !== undefined)
    parts.push(w.investsOthers ? sql`c.invest_cnt > 0` : sql`c.invest_cnt = 0`);
  if (w.financedSince)
    parts.push(
      sql`exists (select 1 from org_investments i where i.company_id = c.company_id and i.invest_date >= ${w.financedSince}::date)`,
    );
  // The profile keeps the day of the latest increase and whether any patent is on record
  // (migration 1140), so each is one indexed condition.
  if (w.capitalIncreasedSince) parts.push(sql`c.capital_increased_on >= ${w.capitalIncreasedSince}::date`);
  if (w.hasPatents !== undefined) parts.push(w.hasPatents ? sql`c.has_patents` : sql`not c.has_patents`);
  const fin = financialsMatch(w);
  if (fin) parts.push(fin);
  if (w.cards) {
    const ids = w.cards.companyIds;
    if (w.cards.has) parts.push(ids.length ? sql`c.company_id in (${list(ids)})` : sql`false`);
    else if (ids.length) parts.push(sql`c.company_id not in (${list(ids)})`);
  }
  if (w.excludeIds?.length) parts.push(sql`c.company_id not in (${list(w.excludeIds)})`);
  return parts;
}

const COLUMNS = sql`c.company_id, c.company_name, c.usc_no, c.region_code, c.province_code,
  c.industry_section_code, c.industry_division_code, c.reg_capital, c.es_dt, c.reg_status_code,
  c.reg_status_name, c.qualification_tags, c.is_listed, c.company_scale_tag, c.financing_stage_tag,
  c.total_score, c.grow_score, c.company_type_tag, c.invest_cnt, fin.fin_year, fin.revenue_growth,
  fin.debt_ratio, inv.last_round_on, inv.last_round, pat.patent_count, cap.last_increase_on,
  cap.increase_before, cap.increase_after`;
/** The company's latest investment round (the 金融拓客 reason quotes it). */
const LATEST_ROUND = sql`left join lateral (select i.invest_date::text as last_round_on, i.round as last_round
  from org_investments i where i.company_id = c.company_id order by i.invest_date desc limit 1) inv on true`;
/** The company's patent count and latest capital increase (the profile's reasons quote them). */
const PATENTS_AND_INCREASE = sql`left join lateral (select count(*)::int as patent_count
    from company_patents p where p.company_id = c.company_id) pat on true
  left join lateral (select ch.changed_on::text as last_increase_on,
      ch.before_amount::float8 as increase_before, ch.after_amount::float8 as increase_after
    from company_changes ch where ch.company_id = c.company_id and ch.kind = 'capital'
      and ch.after_amount > ch.before_amount
    order by ch.changed_on desc, ch.id desc limit 1) cap on true`;
/** A page's companies with their latest financial year (the profile's reasons quote it). */
const FROM = sql`(companies c left join lateral (${LATEST_FINANCIALS}) fin on true ${LATEST_ROUND}
  ${PATENTS_AND_INCREASE})`;
/** Look-alike quotes no financials, patents nor increases: none read. */
const FROM_WITHOUT_FINANCIALS = sql`(companies c cross join (select null::int as fin_year,
  null::float8 as revenue_growth, null::float8 as debt_ratio) fin ${LATEST_ROUND}
  cross join (select null::int as patent_count) pat
  cross join (select null::text as last_increase_on, null::float8 as increase_before,
    null::float8 as increase_after) cap)`;

const matchedNode = (nodes: readonly string[] | undefined) =>
  nodes?.length
    ? sql`(select l.node_code from company_layouts l where l.company_id = c.company_id and ${likeAny(sql`l.node_code`, nodes)} order by l.node_code limit 1)`
    : sql`null::text`;

export async function countMatches(db: Queries, w: CompanyWhere): Promise<number> {
  const r = await sql<{
    n: number;
  }>`select count(*)::int as n from company_profiles c where ${whereOf(w)}`.execute(db);
  return r.rows[0]?.n ?? 0;
}

/** A page of a profile's companies, strongest first. */
export async function rankedPage(
  db: Queries,
  w: CompanyWhere,
  limit: number,
  offset: number,
): Promise<CandidateRow[]> {
  const r = await sql<CandidateRow>`with page as (
      select c.company_id, c.total_score, ${matchedNode(w.nodeCodes)} as matched_node
      from company_profiles c where ${whereOf(w)}
      order by c.total_score desc, c.company_id
      limit ${limit} offset ${offset})
    select ${COLUMNS}, page.matched_node
    from page join ${FROM} on c.company_id = page.company_id
    order by page.total_score desc, page.company_id`.execute(db);
  return r.rows;
}

export async function companiesByIds(db: Queries, ids: readonly string[]): Promise<CandidateRow[]> {
  if (!ids.length) return [];
  const r = await sql<CandidateRow>`select ${COLUMNS}, null::text as matched_node
    from ${FROM} where c.company_id in (${list(ids)})`.execute(db);
  return r.rows;
}

/** The chain nodes the companies sit on (look-alike seeds). */
export async function nodesOf(db: Queries, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const r = await sql<{ node_code: string }>`select distinct l.node_code from company_layouts l
    where l.company_id in (${list(ids)}) order by l.node_code limit 50`.execute(db);
  return r.rows.map((x) => x.node_code);
}

/** What look-alike compares the candidates with: the seeds' industries, nodes, provinces and size. */
export interface Likeness {
  divisions: readonly string[];
  nodes: readonly string[];
  provinces: readonly string[];
  capitalLow: number;
  capitalHigh: number;
  scoreLow: number;
  scoreHigh: number;
  excludeIds: readonly string[];
}

const likenessParts = (k: Likeness) => ({
  division: k.divisions.length ? sql`c.industry_division_code in (${list(k.divisions)})` : sql`false`,
  province: k.provinces.length ? sql`c.province_code in (${list(k.provinces)})` : sql`false`,
  size: sql`c.reg_capital between ${k.capitalLow} and ${k.capitalHigh}`,
  score: sql`c.total_score between ${k.scoreLow} and ${k.scoreHigh}`,
});

/**
 * The candidates of a look-alike: operating companies sharing an industry division with the seeds
 * or sitting on (or under) one of their chain nodes, and not the seeds. Both are indexed (the
 * division's b-tree, node_paths' GIN), so PostgreSQL reads the candidates as one bitmap of the two
 * instead of scanning every profile.
 */
const likeCandidates = (k: Likeness) => {
  const p = likenessParts(k);
  const excluded = k.excludeIds.length ? sql`and c.company_id not in (${list(k.excludeIds)})` : sql``;
  const onNodes = k.nodes.length ? sql`c.node_paths && ${textArray(k.nodes)}` : sql`false`;
  return sql`company_profiles c
    where c.reg_status_code in ('1', '2') and (${p.division} or ${onNodes}) ${excluded}`;
};

/** The first of the seeds' nodes the candidate sits on (or under), if any. */
const seedNode = (k: Likeness) =>
  k.nodes.length
    ? sql`(select min(n) from unnest(c.node_paths) as n where n = any(${textArray(k.nodes)}))`
    : sql`null::text`;

export async function countLike(db: Queries, k: Likeness): Promise<number> {
  const r = await sql<{
    n: number;
  }>`select count(*)::int as n from ${likeCandidates(k)}`.execute(db);
  return r.rows[0]?.n ?? 0;
}

export interface LikeRow extends CandidateRow {
  same_division: boolean;
  same_province: boolean;
  same_size: boolean;
  same_score: boolean;
  /** Every candidate's count (the page ranks them all anyway). */
  total: number;
}

/**
 * Candidates by how many traits they share with the seeds (industry and node count most), then
 * score; each row carries the candidates' count (a page past the end has none: countLike).
 */
export async function likePage(db: Queries, k: Likeness, limit: number, offset: number): Promise<LikeRow[]> {
  const p = likenessParts(k);
  const r = await sql<LikeRow>`with traits as (
      select c.company_id, c.total_score, ${seedNode(k)} as matched_node,
        ${p.division} as same_division, ${p.province} as same_province, ${p.size} as same_size,
        ${p.score} as same_score
      from ${likeCandidates(k)}),
    page as (
      select t.*, (case when t.same_division then 3 else 0 end + case when t.matched_node is not null then 3 else 0 end
        + case when t.same_province then 2 else 0 end + case when t.same_size then 1 else 0 end
        + case when t.same_score then 1 else 0 end) as likeness,
        count(*) over () as total
      from traits t
      order by likeness desc, t.total_score desc, t.company_id
      limit ${limit} offset ${offset})
    select ${COLUMNS}, page.matched_node, page.same_division, page.same_province, page.same_size,
      page.same_score, page.total::int as total
    from page join ${FROM_WITHOUT_FINANCIALS} on c.company_id = page.company_id
    order by page.likeness desc, page.total_score desc, page.company_id`.execute(db);
  return r.rows;
}
