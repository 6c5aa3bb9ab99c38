import { sql, type ExpressionBuilder } from 'kysely';
import type { QueriesOf } from '../../db/module-store';
import { escapeLike } from '../../db/like';
import { offsetOf, paginate, paginateCapped, type PageRequest } from '../../db/paginate';
import type { Database } from '../../db/schema';
import type { PatentKind, PatentStatus } from '../../db/schema/bigdata';

type Queries = QueriesOf<'patents'>;
type Eb = ExpressionBuilder<Pick<Database, 'company_patents'>, 'company_patents'>;

/** Where the patents are: the chain their company is laid out on, the province it is registered in. */
export interface PatentScope {
  chainCode?: string;
  provinceCode?: string;
}

export interface PatentFilter extends PatentScope {
  keyword?: string;
  ipc?: string;
  kind?: PatentKind;
  status?: PatentStatus;
  from?: string;
  to?: string;
}

const COLUMNS = [
  'company_patents.id',
  'company_patents.company_id',
  'companies.company_name',
  'company_patents.patent_no',
  'company_patents.title',
  'company_patents.kind',
  'company_patents.ipc',
  'company_patents.applicant',
  'company_patents.inventors',
  'company_patents.applied_on',
  'company_patents.published_on',
  'company_patents.granted_on',
  'company_patents.legal_status',
] as const;

/** The chain and province conditions, each a lookup by company (indexes of migration 1280). */
function scoped(eb: Eb, f: PatentScope) {
  const conditions = [];
  if (f.chainCode)
    conditions.push(
      sql<boolean>`exists (select 1 from company_layouts l
        where l.company_id = company_patents.company_id and l.chain_code = ${f.chainCode})`,
    );
  if (f.provinceCode)
    conditions.push(
      sql<boolean>`exists (select 1 from companies c
        where c.company_id = company_patents.company_id and c.province_code = ${f.provinceCode})`,
    );
  return eb.and(conditions);
}

/** An application number or its start: CN and digits, or four digits and more (dots and X allowed). */
const NUMBER_LIKE = /^(CN[0-9][0-9.X]*|[0-9]{4}[0-9.X]*)$/;
/** The characters of an application number. */
const NUMBER_CHARS = /^[0-9A-Z.]+$/;

/**
 * The keyword, literal: a fragment of the title or the applicant (case-insensitive; the character
 * pairs of `search_bigrams` find the candidates, LIKE keeps the order), or the start of the number
 * with or without its `CN`. A keyword that looks like a number (CN2019…, 20231…) is looked up by
 * number only: the number index alone answers it, where the title's pairs would make the planner
 * join two bitmaps or compute the pairs of every row it walks (docs/patents.md).
 */
const normalised = (keyword: string) => keyword.toUpperCase().replace(/\s+/g, '');
const isNumberSearch = (keyword: string | undefined) =>
  keyword !== undefined && NUMBER_LIKE.test(normalised(keyword));

function keywordMatch(eb: Eb, keyword: string) {
  const upper = normalised(keyword);
  const number = `${escapeLike(upper.startsWith('CN') ? upper : `CN${upper}`)}%`;
  const byNumber = eb('company_patents.patent_no', 'like', number);
  if (NUMBER_LIKE.test(upper)) return byNumber;
  const lower = keyword.toLowerCase();
  const like = `%${escapeLike(lower)}%`;
  const byText = eb.and([
    sql<boolean>`search_bigrams(lower(company_patents.title), lower(company_patents.applicant))
      @> search_bigrams(${lower}, '')`,
    eb.or([
      eb(sql`lower(company_patents.title)`, 'like', like),
      eb(sql`lower(company_patents.applicant)`, 'like', like),
    ]),
  ]);
  // A keyword with a character no number has (Chinese, most words) cannot be a number's start.
  return NUMBER_CHARS.test(upper) ? eb.or([byText, byNumber]) : byText;
}

/** The patents a filter matches (before the page's columns and order). */
function matchingOf(db: Queries, f: PatentFilter) {
  return db.selectFrom('company_patents').where((eb) => scoped(eb as unknown as Eb, f));
}
type Matching = ReturnType<typeof matchingOf>;

/** Patents newest application first, each with its company's name. */
export function patentPage(db: Queries, f: PatentFilter, page: PageRequest, cap: number) {
  // Every patent has its company (a foreign key): the count needs no join.
  let matching = matchingOf(db, f);
  if (f.keyword) {
    const keyword = f.keyword;
    matching = matching.where((eb) => keywordMatch(eb as unknown as Eb, keyword));
  }
  if (f.ipc) matching = matching.where('company_patents.ipc', 'like', `${escapeLike(f.ipc)}%`);
  if (f.kind) matching = matching.where('company_patents.kind', '=', f.kind);
  if (f.status) matching = matching.where('company_patents.legal_status', '=', f.status);
  if (f.from) matching = matching.where('company_patents.applied_on', '>=', f.from);
  if (f.to) matching = matching.where('company_patents.applied_on', '<=', f.to);
  if (isNumberSearch(f.keyword)) return numberPage(db, matching, page, cap);
  const rows = matching
    .innerJoin('companies', 'companies.company_id', 'company_patents.company_id')
    .select(COLUMNS)
    .orderBy('company_patents.applied_on', 'desc')
    .orderBy('company_patents.id', 'desc');
  return paginateCapped(rows, matching, page, cap);
}

/**
 * A number search's page in two steps: the page's ids from the number index alone (it covers the
 * application day and id: migration 1400), then their rows. Ordered by `applied_on + 0` so that
 * PostgreSQL cannot walk the newest-first index instead: application numbers start with their
 * year, so a number prefix's patents sit together in time, and that walk read every newer patent
 * first (7 s for CN202522 among 5,000,000).
 */
function numberPage(db: Queries, matching: Matching, page: PageRequest, cap: number) {
  const ids = matching
    .select('company_patents.id')
    .orderBy(sql`company_patents.applied_on + 0`, 'desc')
    .orderBy('company_patents.id', 'desc')
    .limit(page.size)
    .offset(offsetOf(page));
  const rows = db
    .selectFrom('company_patents')
    .innerJoin('companies', 'companies.company_id', 'company_patents.company_id')
    .select(COLUMNS)
    .where('company_patents.id', 'in', ids)
    .orderBy('company_patents.applied_on', 'desc')
    .orderBy('company_patents.id', 'desc');
  return paginateCapped(rows, matching, { current: 1, size: page.size }, cap);
}

/** One company's patents, newest application first. */
export function companyPatentPage(db: Queries, companyId: string, page: PageRequest) {
  const q = db
    .selectFrom('company_patents')
    .innerJoin('companies', 'companies.company_id', 'company_patents.company_id')
    .select(COLUMNS)
    .where('company_patents.company_id', '=', companyId)
    .orderBy('company_patents.applied_on', 'desc')
    .orderBy('company_patents.id', 'desc');
  return paginate(q, page);
}

/** The chains in catalogue order, and the provinces companies are registered in. */
export async function facetRows(db: Queries) {
  const [chains, provinces] = await Promise.all([
    db
      .selectFrom('industry_chains')
      .select(['chain_code as value', 'chain_name as label'])
      .orderBy('sort')
      .orderBy('chain_code')
      .execute(),
    db
      .selectFrom('companies')
      .select('province_code as value')
      .distinct()
      .where('province_code', '<>', '')
      .orderBy('province_code')
      .execute(),
  ]);
  return { chains, provinces };
}

export async function companyExists(db: Queries, companyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select('company_id')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The counts of a chain's or a province's patents (every patent without either): by kind, by legal
 * status, by IPC class (its first 4 characters; designs carry Locarno classes and are left out),
 * and by application year from `sinceYear` on.
 */
export async function patentCounts(db: Queries, f: PatentScope, sinceYear: number, topIpc: number) {
  const base = () => db.selectFrom('company_patents').where((eb) => scoped(eb as unknown as Eb, f));
  const [kinds, statuses, ipcClasses, years] = await Promise.all([
    base()
      .select(['kind as value', sql<string>`count(*)`.as('count')])
      .groupBy('kind')
      .execute(),
    base()
      .select(['legal_status as value', sql<string>`count(*)`.as('count')])
      .groupBy('legal_status')
      .execute(),
    base()
      .select([sql<string>`substr(ipc, 1, 4)`.as('value'), sql<string>`count(*)`.as('count')])
      .where('kind', '<>', 'design')
      .where('ipc', '<>', '')
      .groupBy(sql`substr(ipc, 1, 4)`)
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(sql`substr(ipc, 1, 4)`)
      .limit(topIpc)
      .execute(),
    base()
      .select([sql<string>`extract(year from applied_on)::int`.as('year'), sql<string>`count(*)`.as('count')])
      .where('applied_on', '>=', `${sinceYear}-01-01`)
      .groupBy(sql`extract(year from applied_on)::int`)
      .execute(),
  ]);
  return { kinds, statuses, ipcClasses, years };
}
