import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SearchSort } from '@platform/contracts';
import type { StoreOf } from '../../db/module-store';
import { escapeLike } from '../../db/like';

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
 * Pairs of legal forms and very common words: nearly every name has them, so their posting lists
 * are long and add nothing to the intersection (the LIKE recheck still requires them).
 */
const COMMON_PAIRS = new Set([
  '有限',
  '限公',
  '公司',
  '股份',
  '份有',
  '责任',
  '任公',
  '限责',
  '集团',
  '团有',
]);
/** At most this many pairs go to the GIN index; the LIKE recheck checks the whole keyword. */
const INDEX_PAIRS = 4;
/**
 * Pinyin fragments inside a name are looked for up to this length (a brand's pinyin): a longer
 * keyword is a name typed from its start (prefix class), and its many trigrams, several in every
 * name (you, xia, gon…), make the trigram scan slow (90 ms at 1,000,000).
 */
export const FUZZY_LETTERS = 16;

export function indexPairs(pairs: readonly string[]): string[] {
  const rare = pairs.filter((p) => !COMMON_PAIRS.has(p));
  const pool = rare.length ? rare : pairs;
  if (pool.length <= INDEX_PAIRS) return [...pool];
  // Spread over the keyword: its first and last pairs and some between.
  const step = (pool.length - 1) / (INDEX_PAIRS - 1);
  return [...new Set(Array.from({ length: INDEX_PAIRS }, (_, i) => pool[Math.round(i * step)]!))];
}

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
            indexed && pairsOf(t),
            sql<SqlBool>`(c.company_name like ${inside} or c.company_name_alias like ${inside})`,
          ]),
    ],
    [
      'fuzzy',
      latin !== null && latin.length >= 3 && latin.length <= FUZZY_LETTERS
        ? or([sql`c.name_pinyin like ${`%${latin}%`}`, sql`c.name_initials like ${`%${latin}%`}`])
        : null,
    ],
  ];
  return classes.filter((c): c is [MatchClass, Bool] => c[1] !== null);
}

/**
 * The pair-index condition alone: the planner estimates it from the index's element statistics
 * (most common pairs and their frequencies), far better than a LIKE '%…%' from 100 sampled names.
 */
const pairsOf = (t: KeywordTerms): Bool =>
  sql<SqlBool>`search_bigrams(c.company_name, c.company_name_alias) @> ${textArray(indexPairs(t.bigrams))}::text[]`;

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
  /** Exact when `exact`; otherwise the planner's estimate (at least the rows found). */
  count: number;
  exact: boolean;
}

/** The planner's row estimate for a predicate (EXPLAIN, nothing runs): a few tenths of a ms. */
async function estimateRows(store: StoreOf<'search'>, where: Bool): Promise<number> {
  const res = await sql<
    Record<string, unknown>
  >`explain (format json) select 1 from companies c where ${where}`.execute(store.db);
  const cell = Object.values(res.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  return plan[0]?.Plan['Plan Rows'] ?? 0;
}

/**
 * A keyword class the planner expects to match more rows than this (without filters) is common:
 * building its bitmap alone costs tens of ms at 1,000,000 companies (科技: 146,000 rows, 70 ms), so
 * it is never fetched whole but read in rank order.
 */
export const COMMON_CLASS_ROWS = 5000;

/**
 * The first `need` ids of one predicate in the given order, with its count.
 *
 * - A small class (the planner expects at most COMMON_CLASS_ROWS rows for the keyword part, or for
 *   the filters when there is no keyword) is fetched whole, up to probe + 1 rows, through whatever
 *   indexes serve it (bitmap scans over the pair GIN, the btrees, the filters' indexes), then
 *   counted and sorted in the same statement: an exact count.
 * - A common class, or a small one that turned out to hold more than `probe` rows, is read in sort
 *   order with the LIKE form of the predicate (`walk`): the planner picks between walking the
 *   sort's index with a filter (stops after `need` matches) and a selective filter's index with a
 *   top-N sort; seq scans and bitmap scans are off for that statement, so a common pair is never
 *   fetched whole. The count is then the planner's estimate.
 */
async function boundedMatches(
  store: StoreOf<'search'>,
  /**
   * keywordPart: the class without filters ('few' when known to be small: exact matches; null
   * without keyword); wide: the filters read columns the rank index does not include;
   * hasFilters: there are filters besides the keyword.
   */
  m: { where: Bool; walk: Bool; keywordPart: Bool | null | 'few'; wide: boolean; hasFilters: boolean },
  sort: SearchSort,
  order: 'asc' | 'desc',
  need: number,
  probe: number,
  commonRows: number,
): Promise<Bounded> {
  const part = m.keywordPart;
  const expectedPart = part && part !== 'few' ? await estimateRows(store, part) : 0;
  const keyword = part !== null;
  // The LIKE form estimates better than pairs and LIKE together (the planner multiplies both).
  const expected = keyword && expectedPart <= commonRows ? 0 : await estimateRows(store, m.walk);
  // The count shown for a common class: the keyword part's estimate (element statistics of the
  // pairs, accurate) without filters; with filters only the whole predicate's estimate has them.
  const table = Math.max(await companyRows(store), 1);
  const estimated = Math.round(Math.min(m.hasFilters || !keyword ? expected : expectedPart, table));
  const common = keyword ? expectedPart > commonRows : expected > commonRows;
  if (!common) {
    const whole = await fetchWhole(store, m.where, sort, order, need, probe);
    if (whole) return whole;
  } else if (need === 0) {
    return { ids: [], count: estimated, exact: false };
  } else {
    // Read at most ~20 times the rows the estimate says a page needs.
    const density = Math.max(expected, 1) / Math.max(table, expected);
    const budget = Math.min(Math.ceil((20 * need) / density) + 2000, WALK_BUDGET_MAX);
    const ids = await walkInOrder(store, m.walk, sort, order, need, budget, m.wide);
    if (ids.length >= need) return { ids, count: Math.max(estimated, ids.length), exact: false };
    // Too few in the budget: the estimate was too high, or the filters are rarer among high
    // ranks. A keyword part that is not very common is cheaper fetched whole.
    if (keyword && expectedPart <= 10 * commonRows) {
      const whole = await fetchWhole(store, m.where, sort, order, need, probe);
      if (whole) return whole;
    }
  }
  // More than `probe` rows match: walking the rank index finds a page after about
  // need × table / probe rows at worst.
  const ids = await walkInOrder(store, m.walk, sort, order, need, undefined, m.wide);
  return { ids, count: Math.max(probe + 1, estimated, ids.length), exact: false };
}

/**
 * Every row of a predicate, up to probe + 1, through whatever indexes serve it (bitmap scans),
 * counted and the first `need` sorted, in one statement; undefined when more than `probe` match.
 */
async function fetchWhole(
  store: StoreOf<'search'>,
  where: Bool,
  sort: SearchSort,
  order: 'asc' | 'desc',
  need: number,
  probe: number,
): Promise<Bounded | undefined> {
  const rows = await sql<{ total: number; ids: string[] }>`
    with m as materialized (
      select c.company_id, c.total_score, c.reg_capital, c.es_dt from companies c where ${where} limit ${probe + 1}
    )
    select (select count(*)::int from m) as total,
      coalesce((select json_agg(p.company_id) from (
        select m.company_id from m order by ${orderBy(sort, order, 'm')} limit ${need}
      ) p), '[]'::json) as ids`.execute(store.db);
  const first = rows.rows[0] ?? { total: 0, ids: [] };
  return first.total <= probe ? { ids: first.ids, count: first.total, exact: true } : undefined;
}

/**
 * The columns a walk reads: those the rank index includes (0410_search), so walking it is an
 * index-only scan. Filters on other columns (tags, chain layouts) read the table rows.
 */
const WALK_COLUMNS = [
  'company_id',
  'total_score',
  'company_name',
  'company_name_alias',
  'name_pinyin',
  'name_initials',
  'usc_no',
  'region_code',
  'city_code',
  'province_code',
  'industry_section_code',
  'industry_division_code',
  'reg_status_code',
  'reg_capital',
  'es_dt',
  'is_listed',
] as const;

/** Largest number of rows a walk that trusts an estimate reads. */
const WALK_BUDGET_MAX = 100_000;

let tableRows: { n: number; at: number } | undefined;
/** Rows of companies as the statistics say (cached for a minute). */
async function companyRows(store: StoreOf<'search'>): Promise<number> {
  if (tableRows && Date.now() - tableRows.at < 60_000) return tableRows.n;
  const res = await sql<{ n: number }>`
    select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'companies'::regclass`.execute(
    store.db,
  );
  tableRows = { n: Number(res.rows[0]?.n ?? 0), at: Date.now() };
  return tableRows.n;
}

/**
 * Reads matches in sort order by walking the sort's index (seq scans, bitmap scans and sorts off
 * for this transaction: the planner would otherwise trust a LIKE estimate and sort every match).
 * With a budget, only the first `budget` rows in sort order are looked at (the walk may then find
 * fewer than `need`).
 */
async function walkInOrder(
  store: StoreOf<'search'>,
  walk: Bool,
  sort: SearchSort,
  order: 'asc' | 'desc',
  need: number,
  budget: number | undefined,
  /** The filters read columns the rank index does not include (tags). */
  wide: boolean,
): Promise<string[]> {
  if (need <= 0) return [];
  return store.transaction(async (tx) => {
    await sql`set local enable_seqscan = off`.execute(tx.db);
    await sql`set local enable_bitmapscan = off`.execute(tx.db);
    await sql`set local enable_sort = off`.execute(tx.db);
    const source =
      budget === undefined
        ? sql`companies c`
        : sql`(select ${wide ? sql`*` : sql.join(WALK_COLUMNS.map((col) => sql.ref(`c.${col}`)))} from companies c
            order by ${orderBy(sort, order)} limit ${budget}) c`;
    const res = await sql<{ company_id: string }>`
      select c.company_id from ${source} where ${walk}
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
  /** Estimated rows above which a keyword class is common (COMMON_CLASS_ROWS; tests lower it). */
  commonRows?: number;
}

/**
 * A page of matching ids. Relevance with a keyword: class by class (exact, prefix, contains,
 * fuzzy), each later class excluding the earlier ones, by total_score then company_id within a
 * class. Other sorts, or no keyword: one predicate in that order.
 */
export async function findMatches(store: StoreOf<'search'>, o: MatchOptions): Promise<MatchPage> {
  const filters = filterPredicate(o.where);
  const wide = (o.where.tags?.length ?? 0) > 0;
  const hasFilters = Object.values(o.where).some((v) => v !== undefined);
  const need = o.offset + o.limit;
  if (!o.terms) {
    const r = await boundedMatches(
      store,
      { where: filters, walk: filters, keywordPart: null, wide, hasFilters },
      o.sort,
      o.order,
      need,
      o.probe,
      o.commonRows ?? COMMON_CLASS_ROWS,
    );
    return page(
      r.ids.map((id) => ({ id, cls: null })),
      r.count,
      r.exact,
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
      { where: and([any, filters]), walk: and([anyWalk, filters]), keywordPart: anyWalk, wide, hasFilters },
      o.sort,
      o.order,
      need,
      o.probe,
      o.commonRows ?? COMMON_CLASS_ROWS,
    );
    const ids = r.ids.map((id) => ({ id, cls: null }));
    return page(ids, r.count, r.exact, o);
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
      {
        where: and([predicate, notEarlier, filters]),
        walk: and([walked[i]![1], notEarlier, filters]),
        // Exact matches are few: no estimate needed.
        keywordPart: cls === 'exact' ? 'few' : cls === 'contains' ? pairsOf(o.terms) : walked[i]![1],
        wide,
        hasFilters,
      },
      'relevance',
      'desc',
      Math.max(0, need - ids.length),
      o.probe,
      o.commonRows ?? COMMON_CLASS_ROWS,
    );
    ids.push(...r.ids.map((id) => ({ id, cls })));
    total += r.count;
    if (!r.exact) exact = false;
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
export async function companiesByIds(
  store: StoreOf<'search'>,
  ids: readonly string[],
): Promise<CompanyHit[]> {
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

/**
 * The single statement the design replaced, kept for the benchmark's before/after: every match
 * fetched through the indexes, counted and sorted by class then score.
 */
export async function naiveMatches(store: StoreOf<'search'>, o: MatchOptions): Promise<MatchPage> {
  const filters = filterPredicate(o.where);
  const classes = o.terms ? classPredicates(o.terms, true) : [];
  const any = o.terms ? (or(classes.map(([, p]) => p)) ?? sql<SqlBool>`false`) : sql<SqlBool>`true`;
  const cls = classes.length
    ? sql`case ${sql.join(
        classes.map(([, p], i) => sql`when ${p} then ${sql.lit(i)}`),
        sql` `,
      )} end`
    : sql`0`;
  const order = o.sort === 'relevance' ? sql`cls, ${orderBy('relevance', 'desc')}` : orderBy(o.sort, o.order);
  const res = await sql<{ company_id: string; total: number }>`
    select c.company_id, ${cls} as cls, count(*) over ()::int as total
    from companies c where ${and([any, filters])}
    order by ${order} limit ${o.limit} offset ${o.offset}`.execute(store.db);
  return {
    ids: res.rows.map((r) => ({ id: r.company_id, cls: null })),
    total: res.rows[0]?.total ?? 0,
    exact: true,
  };
}
