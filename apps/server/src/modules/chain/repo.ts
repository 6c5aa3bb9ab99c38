import { sql, type RawBuilder } from 'kysely';
import { escapeLike } from '../../db/like';
import type { QueriesOf, ScopeOf } from '../../db/module-store';
import { CAPITAL_BANDS } from '@platform/contracts';

/**
 * Industry chains and the companies on their nodes (tables of migration 0400_bigdata, shared by
 * every tenant like the rest of the company data). A node's companies are those on it or on any
 * node under it; the subtree is walked by parent_code, not by code prefixes.
 */

type Queries = QueriesOf<'chain'>;
type Scope = ScopeOf<'chain'>;

export interface ChainRow {
  chain_code: string;
  chain_name: string;
  description: string;
  node_count: number;
  company_count: number;
}

/** The chains matching a keyword (chain or node name), or the one chain of `only`. */
export async function chains(db: Queries, keyword?: string, only?: string): Promise<ChainRow[]> {
  const result = await sql<ChainRow>`
    select c.chain_code, c.chain_name, c.description,
      (select count(*) from chain_nodes n where n.chain_code = c.chain_code)::int as node_count,
      (select count(distinct l.company_id) from company_layouts l where l.chain_code = c.chain_code)::int
        as company_count
    from industry_chains c
    where ${keyword ? sql`(c.chain_name ilike ${`%${keyword}%`} or exists (select 1 from chain_nodes n where n.chain_code = c.chain_code and n.node_name ilike ${`%${keyword}%`}))` : sql`true`}
      ${only ? sql`and c.chain_code = ${only}` : sql``}
    order by c.sort, c.chain_code`.execute(db);
  return result.rows;
}

export async function chainOfCode(
  db: Queries,
  code: string,
): Promise<{ chain_code: string; node_code: string | null } | undefined> {
  const chain = await db
    .selectFrom('industry_chains')
    .select('chain_code')
    .where('chain_code', '=', code)
    .executeTakeFirst();
  if (chain) return { chain_code: chain.chain_code, node_code: null };
  return db
    .selectFrom('chain_nodes')
    .select(['chain_code', 'node_code'])
    .where('node_code', '=', code)
    .executeTakeFirst();
}

export interface NodeRow {
  node_code: string;
  parent_code: string | null;
  node_name: string;
  description: string;
  level: number;
  company_count: number;
}

/**
 * Every node of a chain, parents first, with the distinct companies on it and under it (only
 * those of a region, given a 2, 4 or 6-digit prefix).
 */
export async function nodesWithCounts(
  db: Queries,
  chainCode: string,
  regionCode?: string,
): Promise<NodeRow[]> {
  const inRegion = regionCode ? sql`and l.region_code like ${`${regionCode}%`}` : sql``;
  const result = await sql<NodeRow>`
    with recursive up(node_code, ancestor) as (
      select node_code, node_code from chain_nodes where chain_code = ${chainCode}
      union all
      select up.node_code, n.parent_code
      from up join chain_nodes n on n.node_code = up.ancestor
      where n.chain_code = ${chainCode} and n.parent_code is not null
    ),
    counts as (
      select up.ancestor as node_code, count(distinct l.company_id)::int as company_count
      from up join company_layouts l on l.node_code = up.node_code ${inRegion}
      group by up.ancestor
    )
    select n.node_code, n.parent_code, n.node_name, n.description, n.level,
      coalesce(counts.company_count, 0) as company_count
    from chain_nodes n left join counts on counts.node_code = n.node_code
    where n.chain_code = ${chainCode}
    order by n.level, n.sort, n.node_code`.execute(db);
  return result.rows;
}

export async function companyNodes(db: Queries, chainCode: string, companyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('company_layouts')
    .select('node_code')
    .where('chain_code', '=', chainCode)
    .where('company_id', '=', companyId)
    .execute();
  return rows.map((r) => r.node_code);
}

/** The node and every node under it (`sub`). */
export const subtree = (chainCode: string, nodeCode: string | undefined) => sql`
  with recursive sub(node_code) as (
    select node_code from chain_nodes
    where chain_code = ${chainCode} and ${nodeCode ? sql`node_code = ${nodeCode}` : sql`level = 1`}
    union all
    select n.node_code from chain_nodes n join sub on n.parent_code = sub.node_code
  )`;

export interface EntFilter {
  chainCode: string;
  nodeCode?: string;
  regionCode?: string;
  regStatusCode?: string;
  keyword?: string;
  capitalBand?: number;
  tag?: string;
}

const capitalWhere = (capital: RawBuilder<unknown>, band: number) => {
  const next = CAPITAL_BANDS[CAPITAL_BANDS.indexOf(band as (typeof CAPITAL_BANDS)[number]) + 1];
  return sql`and ${capital} >= ${band} ${next === undefined ? sql`` : sql`and ${capital} < ${next}`}`;
};

/** ILIKE only when case can differ: it folds every character and is 3× slower on Chinese names. */
const likeFor = (keyword: string) =>
  keyword.toLowerCase() === keyword.toUpperCase() ? sql`like` : sql`ilike`;

/**
 * The filter as SQL over `alias`: the companies (`c`) or the placements (`l`), which carry copies
 * of the same columns (migration 0830_layout_filters).
 */
export const entWhere = (f: EntFilter, alias: 'c' | 'l' = 'c') => {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return sql`
  ${f.regionCode ? sql`and ${col('region_code')} like ${`${f.regionCode}%`}` : sql``}
  ${f.regStatusCode ? sql`and ${col('reg_status_code')} = ${f.regStatusCode}` : sql``}
  ${f.keyword ? sql`and ${col('company_name')} ${likeFor(f.keyword)} ${`%${escapeLike(f.keyword)}%`}` : sql``}
  ${f.capitalBand === undefined ? sql`` : capitalWhere(col('reg_capital'), f.capitalBand)}
  ${f.tag ? sql`and ${f.tag} = any(${col('qualification_tags')})` : sql``}`;
};

/**
 * `l`: the subtree's placements that pass the filter, for a `from`. They carry the filter columns
 * (migration 0830_layout_filters): one range of the placement index, never the company rows.
 */
export const matchingPlacements = (f: EntFilter, codes: readonly string[]) =>
  sql`company_layouts l where l.node_code = any(${codes}) ${entWhere(f, 'l')}`;

/** `placed`: each company of the subtree once, with the names of the subtree's nodes it sits on. */
export const placed = (f: EntFilter) => sql`${subtree(f.chainCode, f.nodeCode)},
  placed as (
    select l.company_id, array_agg(n.node_name order by n.sort) as node_names
    from company_layouts l join sub on sub.node_code = l.node_code
    join chain_nodes n on n.node_code = l.node_code
    group by l.company_id
  )`;

export interface EntRow {
  company_id: string;
  company_name: string;
  reg_status_name: string;
  reg_capital: number;
  es_dt: string | null;
  region_code: string;
  node_names: string[];
}

/** The codes of a node and every node under it (or of the whole chain): a small list, read first. */
async function subtreeCodes(db: Queries, chainCode: string, nodeCode: string | undefined): Promise<string[]> {
  const result = await sql<{ node_code: string }>`${subtree(chainCode, nodeCode)}
    select node_code from sub`.execute(db);
  return result.rows.map((r) => r.node_code);
}

const codesOfFilter = new WeakMap<EntFilter, Promise<string[]>>();

/**
 * The filter's subtree codes, read once per filter object: the queries of one call (a page and its
 * count, the pop-up's three figures) share them.
 */
export function scopeCodes(db: Queries, f: EntFilter): Promise<string[]> {
  let codes = codesOfFilter.get(f);
  if (!codes) {
    codes = subtreeCodes(db, f.chainCode, f.nodeCode);
    codesOfFilter.set(f, codes);
  }
  return codes;
}

const hasCompanyFilter = (f: EntFilter) =>
  Boolean(f.regionCode || f.regStatusCode || f.keyword || f.capitalBand !== undefined || f.tag);

/** Deeper than this, the unfiltered walk in capital order reads more than sorting the placements. */
const WALK_ROWS = 200;

/**
 * The companies of a subtree, biggest registered capital first, with the nodes they sit on. The
 * subtree's codes are passed as a list (the planner then knows how few they are). Unfiltered early
 * pages walk companies in capital order, each kept when it sits on one of them: page 1 of a node
 * with tens of thousands of companies reads a few hundred rows. Filtered or deep pages sort the
 * subtree's placements, which carry the filter columns, in the placement index alone
 * (bench/chain, docs/chain-maps.md).
 */
export async function entPage(
  db: Queries,
  f: EntFilter,
  current: number,
  size: number,
): Promise<{ rows: EntRow[]; total: number }> {
  const codes = await scopeCodes(db, f);
  if (!codes.length) return { rows: [], total: 0 };
  const offset = (current - 1) * size;
  const total = await countIn(db, f, codes);
  if (offset >= total) return { rows: [], total };
  const page =
    hasCompanyFilter(f) || offset + size > WALK_ROWS
      ? sql`(select distinct l.company_id, l.reg_capital from ${matchingPlacements(f, codes)}
          order by l.reg_capital desc, l.company_id limit ${size} offset ${offset})`
      : sql`(select c.company_id, c.reg_capital from companies c
          where c.company_id in (select l.company_id from company_layouts l where l.node_code = any(${codes}))
          order by c.reg_capital desc, c.company_id limit ${size} offset ${offset})`;
  const rows = await sql<EntRow>`
    select c.company_id, c.company_name, c.reg_status_name, c.reg_capital, c.es_dt, c.region_code,
      array(select n.node_name from company_layouts l join chain_nodes n on n.node_code = l.node_code
        where l.company_id = c.company_id and l.node_code = any(${codes}) order by n.sort) as node_names
    from ${page} as page join companies c on c.company_id = page.company_id
    order by page.reg_capital desc, page.company_id`.execute(db);
  return { rows: rows.rows, total };
}

async function countIn(db: Queries, f: EntFilter, codes: string[]): Promise<number> {
  // A hashed distinct, not count(distinct …), which sorts.
  const result = await sql<{ total: number }>`select count(*)::int as total from (
      select distinct l.company_id from ${matchingPlacements(f, codes)}
    ) as matched`.execute(db);
  return result.rows[0]?.total ?? 0;
}

/** How many companies of a subtree match the filter. */
export async function entCount(db: Queries, f: EntFilter): Promise<number> {
  return countIn(db, f, await scopeCodes(db, f));
}

/** Those of `codes` that are nodes of the data set's chains. */
export async function knownNodeCodes(db: Queries, codes: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('chain_nodes')
    .select('node_code')
    .where('node_code', 'in', codes)
    .execute();
  return rows.map((r) => r.node_code);
}

/** The first company (in id order) placed on the node; throws when it has none. */
export async function firstCompanyOnNode(db: Queries, nodeCode: string): Promise<string> {
  const row = await db
    .selectFrom('company_layouts')
    .select('company_id')
    .where('node_code', '=', nodeCode)
    .orderBy('company_id')
    .executeTakeFirstOrThrow();
  return row.company_id;
}

export async function companyExists(db: Queries, companyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select('company_id')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function nodeRow(db: Queries, nodeCode: string) {
  return db
    .selectFrom('chain_nodes')
    .select(['node_code', 'chain_code', 'node_name', 'description'])
    .where('node_code', '=', nodeCode)
    .executeTakeFirst();
}

/** Distinct companies of a node's subtree by province (first two digits of the region code). */
export async function provinceCounts(db: Queries, chainCode: string, nodeCode: string) {
  const result = await sql<{ province: string; count: number }>`${subtree(chainCode, nodeCode)}
    select substr(l.region_code, 1, 2) as province, count(distinct l.company_id)::int as count
    from company_layouts l join sub on sub.node_code = l.node_code
    group by 1 order by 2 desc, 1`.execute(db);
  return result.rows;
}

// ------------------------------------------------------------------ exports (tenant-owned)

/** The tenant's export count row, made on first use and locked until the transaction ends. */
export async function lockExportQuota(tx: Scope, total: number): Promise<{ total: number; used: number }> {
  await tx
    .insertInto('chain_export_quotas', { total, used: 0 })
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute();
  return tx
    .selectFrom('chain_export_quotas')
    .select(['chain_export_quotas.total', 'chain_export_quotas.used'])
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function exportQuota(scope: Scope, total: number) {
  const row = await scope
    .selectFrom('chain_export_quotas')
    .select(['chain_export_quotas.total', 'chain_export_quotas.used'])
    .executeTakeFirst();
  return row ?? { total, used: 0 };
}

export async function addExportUse(tx: Scope, rows: number): Promise<void> {
  await tx
    .updateTable('chain_export_quotas')
    .set((eb) => ({ used: eb('used', '+', rows) }))
    .execute();
}

/** Companies of a subtree after `afterId` in id order: the export reads them in batches (keyset). */
export async function entBatch(
  db: Queries,
  f: EntFilter,
  afterId: string,
  size: number,
): Promise<Array<EntRow & { usc_no: string }>> {
  const result = await sql<EntRow & { usc_no: string }>`${placed(f)}
    select c.company_id, c.company_name, c.usc_no, c.reg_status_name, c.reg_capital, c.es_dt,
      c.region_code, placed.node_names
    from placed join companies c on c.company_id = placed.company_id
    where c.company_id > ${afterId} ${entWhere(f)}
    order by c.company_id
    limit ${size}`.execute(db);
  return result.rows;
}
