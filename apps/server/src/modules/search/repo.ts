import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SearchSort } from '@platform/contracts';
import type { Store } from '../../db/kysely';

/**
 * All SQL of company search (docs/search.md). Companies are shared data (no tenant). Every query is
 * bounded: a class of matches is either small (at most `probe` rows, fetched through the indexes
 * and ranked in full) or common (more than `probe` rows, so walking an index in rank order finds a
 * page after about page × rows / probe rows and stops).
 */

/** The keyword, prepared once: as typed, its pinyin form, its credit-code form and its pairs. */
export interface KeywordTerms {
  text: string;
  /** Lower-case letters (spaces dropped) when the keyword is pinyin-like: pinyin and initials. */
  latin: string | null;
  /** Upper-case when it may be (the start of) a credit code. */
  code: string | null;
  /** Distinct character pairs of the keyword (none for one character). */
  bigrams: string[];
}

/** Filters resolved by the service (region level, industry level, chain prefix). */
export interface SearchWhere {
  provinceCode?: string;
  cityCode?: string;
  countyCode?: string;
  sectionCode?: string;
  divisionCode?: string;
  chainNodeCode?: string;
  regStatusCodes?: string[];
  capitalMin?: number;
  capitalMax?: number;
  /** Inclusive dates, YYYY-MM-DD. */
  foundedFrom?: string;
  foundedTo?: string;
  tags?: string[];
  isListed?: boolean;
}

export type MatchClass = 'exact' | 'prefix' | 'contains' | 'fuzzy';

/** Ids of a page of matches with their class, and how many matched (a lower bound if not exact). */
export interface MatchPage {
  ids: Array<{ id: string; cls: MatchClass | null }>;
  total: number;
  exact: boolean;
}

type Bool = RawBuilder<SqlBool>;

/** LIKE treats % _ and \ specially: the keyword is literal text. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** A text[] literal, so both drivers send the same string (no driver-specific array encoding). */
const textArray = (items: readonly string[]) =>
  `{${items.map((i) => `"${i.replace(/[\\"]/g, (m) => `\\${m}`)}"`).join(',')}}`;

const or = (parts: ReadonlyArray<Bool | null | false>): Bool | null => {
  const list = parts.filter((p): p is Bool => Boolean(p));
  return list.length ? sql<SqlBool>`(${sql.join(list, sql` or `)})` : null;
};
const and = (parts: ReadonlyArray<Bool | null | false>): Bool => {
  const list = parts.filter((p): p is Bool => Boolean(p));
  return list.length ? sql<SqlBool>`(${sql.join(list, sql` and `)})` : sql<SqlBool>`true`;
};

/**
 * The match classes, best first. `indexed` adds the pair-index condition to `contains` (used when
 * fetching a small class through the GIN index); an index walk checks LIKE only, which is cheaper
 * per row than computing the pairs.
 */
export function classPredicates(t: KeywordTerms, indexed: boolean): Array<[MatchClass, Bool]> {
  const prefix = `${escapeLike(t.text)}%`;
  const inside = `%${escapeLike(t.text)}%`;
  const latin = t.latin;
  const classes: Array<[MatchClass, Bool | null]> = [
    [
      'exact',
      or([
        sql`c.company_name = ${t.text}`,
        sql`c.company_name_alias = ${t.text}`,
        t.code !== null && sql`c.usc_no = ${t.code}`,
      ]),
    ],
    [
      'prefix',
      or([
        sql`c.company_name like ${prefix}`,
        sql`c.company_name_alias like ${prefix}`,
        latin !== null && sql`c.name_pinyin like ${`${latin}%`}`,
        latin !== null && sql`c.name_initials like ${`${latin}%`}`,
        t.code !== null && sql`c.usc_no like ${`${escapeLike(t.code)}%`}`,
      ]),
    ],
    [
      'contains',
      t.bigrams.length === 0
        ? null
        : and([
            indexed &&
              sql<SqlBool>`search_bigrams(c.company_name, c.company_name_alias) @> ${textArray(t.bigrams)}::text[]`,
            sql<SqlBool>`(c.company_name like ${inside} or c.company_name_alias like ${inside})`,
          ]),
    ],
    [
      'fuzzy',
      latin !== null && latin.length >= 3
        ? or([sql`c.name_pinyin like ${`%${latin}%`}`, sql`c.name_initials like ${`%${latin}%`}`])
        : null,
    ],
  ];
  return classes.filter((c): c is [MatchClass, Bool] => c[1] !== null);
}

export function filterPredicate(w: SearchWhere): Bool {
  return and([
    w.provinceCode !== undefined && sql`c.province_code = ${w.provinceCode}`,
    w.cityCode !== undefined && sql`c.city_code = ${w.cityCode}`,
    w.countyCode !== undefined && sql`c.region_code = ${w.countyCode}`,
    w.sectionCode !== undefined && sql`c.industry_section_code = ${w.sectionCode}`,
    w.divisionCode !== undefined && sql`c.industry_division_code = ${w.divisionCode}`,
    w.chainNodeCode !== undefined &&
      sql`exists (select 1 from company_layouts l where l.company_id = c.company_id and l.node_code like ${`${escapeLike(w.chainNodeCode)}%`})`,
    w.regStatusCodes !== undefined &&
      w.regStatusCodes.length > 0 &&
      sql`c.reg_status_code = any(${textArray(w.regStatusCodes)}::text[])`,
    w.capitalMin !== undefined && sql`c.reg_capital >= ${w.capitalMin}`,
    w.capitalMax !== undefined && sql`c.reg_capital <= ${w.capitalMax}`,
    w.foundedFrom !== undefined && sql`c.es_dt >= ${w.foundedFrom}::date`,
    w.foundedTo !== undefined && sql`c.es_dt <= ${w.foundedTo}::date`,
    w.tags !== undefined &&
      w.tags.length > 0 &&
      sql`(c.qualification_tags || c.industry_field_tags || c.tech_field_tags || c.service_product_tags || c.circles_tags) @> ${textArray(w.tags)}::text[]`,
    w.isListed !== undefined && sql`c.is_listed = ${w.isListed}`,
  ]);
}

/** Order of a sort, with a unique tie-breaker; each matches an index of 0410_search. */
function orderBy(sort: SearchSort, order: 'asc' | 'desc', alias = 'c') {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const id = col('company_id');
  switch (sort) {
    case 'regCapital':
      return order === 'desc'
        ? sql`${col('reg_capital')} desc, ${id} desc`
        : sql`${col('reg_capital')} asc, ${id} asc`;
    case 'esDt':
      return order === 'desc'
        ? sql`${col('es_dt')} desc nulls last, ${id} desc`
        : sql`${col('es_dt')} asc nulls first, ${id} asc`;
    case 'totalScore':
      return order === 'desc'
        ? sql`${col('total_score')} desc, ${id} asc`
        : sql`${col('total_score')} asc, ${id} desc`;
    case 'relevance':
      return sql`${col('total_score')} desc, ${id} asc`;
  }
}

interface Bounded {
  ids: string[];
  count: number;
  /** More than `probe` rows matched: count is a lower bound. */
  common: boolean;
}

/**
 * The first `need` ids of one predicate in the given order. Fetches up to probe + 1 matches
 * through whatever indexes serve the predicate (planner's choice, bitmap scans); when that many
 * match, the class is common and an index walk in sort order with `walk` as a filter answers
 * instead (bounded: at least probe of the table's rows match).
 */
async function boundedMatches(
  store: Store,
  where: Bool,
  walk: Bool,
  sort: SearchSort,
  order: 'asc' | 'desc',
  need: number,
  probe: number,
): Promise<Bounded> {
  const rows = await sql<{ total: number; ids: string[] }>`
    with m as materialized (
      select c.company_id, c.total_score, c.reg_capital, c.es_dt from companies c where ${where} limit ${probe + 1}
    )
    select (select count(*)::int from m) as total,
      coalesce((select json_agg(p.company_id) from (
        select m.company_id from m order by ${orderBy(sort, order, 'm')} limit ${need}
      ) p), '[]'::json) as ids`.execute(store.db);
  const first = rows.rows[0] ?? { total: 0, ids: [] };
  if (first.total <= probe) return { ids: first.ids, count: first.total, common: false };
  const ids = await walkInOrder(store, walk, sort, order, need);
  return { ids, count: first.total, common: true };
}

/**
 * Walks the sort's index and filters: only called when many rows match, so it stops early. The
 * planner would otherwise misjudge rare-looking LIKE patterns and sort every match; seq scans,
 * bitmap scans and sorts are switched off for this one statement's transaction.
 */
async function walkInOrder(
  store: Store,
  walk: Bool,
  sort: SearchSort,
  order: 'asc' | 'desc',
  need: number,
): Promise<string[]> {
  if (need <= 0) return [];
  return store.transaction(async (tx) => {
    await sql`set local enable_seqscan = off`.execute(tx.db);
    await sql`set local enable_bitmapscan = off`.execute(tx.db);
    await sql`set local enable_sort = off`.execute(tx.db);
    const res = await sql<{ company_id: string }>`
      select c.company_id from companies c where ${walk}
      order by ${orderBy(sort, order)} limit ${need}`.execute(tx.db);
    return res.rows.map((r) => r.company_id);
  });
}

export interface MatchOptions {
  terms: KeywordTerms | null;
  where: SearchWhere;
  sort: SearchSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** Largest class ranked in full; above it, a class is walked in index order. */
  probe: number;
}

/**
 * A page of matching ids. Relevance with a keyword: class by class (exact, prefix, contains,
 * fuzzy), each later class excluding the earlier ones, by total_score then company_id within a
 * class. Other sorts, or no keyword: one predicate in that order.
 */
export async function findMatches(store: Store, o: MatchOptions): Promise<MatchPage> {
  const filters = filterPredicate(o.where);
  const need = o.offset + o.limit;
  if (!o.terms) {
    const r = await boundedMatches(store, filters, filters, o.sort, o.order, need, o.probe);
    return page(
      r.ids.map((id) => ({ id, cls: null })),
      r.count,
      !r.common,
      o,
    );
  }
  const indexed = classPredicates(o.terms, true);
  const walked = classPredicates(o.terms, false);
  if (o.sort !== 'relevance') {
    const any = or(indexed.map(([, p]) => p)) ?? sql<SqlBool>`false`;
    const anyWalk = or(walked.map(([, p]) => p)) ?? sql<SqlBool>`false`;
    const r = await boundedMatches(
      store,
      and([any, filters]),
      and([anyWalk, filters]),
      o.sort,
      o.order,
      need,
      o.probe,
    );
    const ids = r.ids.map((id) => ({ id, cls: null }));
    return page(ids, r.count, !r.common, o);
  }
  const ids: MatchPage['ids'] = [];
  let total = 0;
  let exact = true;
  for (let i = 0; i < indexed.length; i++) {
    const [cls, predicate] = indexed[i]!;
    const earlier = or(walked.slice(0, i).map(([, p]) => p));
    const notEarlier = earlier ? sql<SqlBool>`not ${earlier}` : null;
    const r = await boundedMatches(
      store,
      and([predicate, notEarlier, filters]),
      and([walked[i]![1], notEarlier, filters]),
      'relevance',
      'desc',
      Math.max(0, need - ids.length),
      o.probe,
    );
    ids.push(...r.ids.map((id) => ({ id, cls })));
    total += r.count;
    if (r.common) exact = false;
    // Past a common class, later classes only add to the count: stop counting once the page is full.
    if (!exact && ids.length >= need) break;
  }
  return page(ids, total, exact, o);
}

function page(ids: MatchPage['ids'], total: number, exact: boolean, o: MatchOptions): MatchPage {
  return { ids: ids.slice(o.offset, o.offset + o.limit), total, exact };
}

export interface CompanyHit {
  company_id: string;
  company_name: string;
  company_name_alias: string;
  name_pinyin: string;
  name_initials: string;
  logo_path: string | null;
  reg_status_code: string;
  reg_status_name: string;
  legal_entity_name: string;
  reg_capital: number;
  es_dt: string | null;
  usc_no: string;
  region_code: string;
  industry_section_code: string;
  industry_division_code: string;
  company_scale_tag: string;
  company_type_tag: string;
  financing_stage_tag: string;
  qualification_tags: string[];
  is_listed: boolean;
  total_score: number;
}

/** The shown columns of the given companies (any order). */
export async function companiesByIds(store: Store, ids: readonly string[]): Promise<CompanyHit[]> {
  if (ids.length === 0) return [];
  return store.db
    .selectFrom('companies')
    .select([
      'company_id',
      'company_name',
      'company_name_alias',
      'name_pinyin',
      'name_initials',
      'logo_path',
      'reg_status_code',
      'reg_status_name',
      'legal_entity_name',
      'reg_capital',
      'es_dt',
      'usc_no',
      'region_code',
      'industry_section_code',
      'industry_division_code',
      'company_scale_tag',
      'company_type_tag',
      'financing_stage_tag',
      'qualification_tags',
      'is_listed',
      'total_score',
    ])
    .where('company_id', 'in', [...ids])
    .execute();
}
