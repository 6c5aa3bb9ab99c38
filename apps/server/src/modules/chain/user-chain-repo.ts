import { sql } from 'kysely';
import type { QueriesOf, ScopeOf, StoreOf } from '../../db/module-store';
import { paginate } from '../../db/paginate';

/**
 * User chains, their nodes, company edits, shares and the last-opened chain (migration
 * 0810_user_chains, tenant-owned: every call takes the caller's scope). The companies of a user
 * node are read from the shared company data with the node's source codes and edits as parameters.
 */

type Scope = ScopeOf<'chain'>;
type Queries = QueriesOf<'chain'>;

export interface UserChainRow {
  id: string;
  user_id: string;
  name: string;
  source_chain_code: string | null;
  node_count: number;
  updated_at: Date;
}
export interface UserNodeRow {
  node_key: string;
  parent_key: string | null;
  name: string;
  source_code: string | null;
}
export interface CompanyEditRow {
  node_key: string;
  company_id: string;
  attached: boolean;
}

const CHAIN_COLUMNS = [
  'user_chains.id',
  'user_chains.user_id',
  'user_chains.name',
  'user_chains.source_chain_code',
  'user_chains.node_count',
  'user_chains.updated_at',
] as const;

export async function chainById(scope: Scope, id: string): Promise<UserChainRow | undefined> {
  return scope
    .selectFrom('user_chains')
    .select(CHAIN_COLUMNS)
    .where('user_chains.id', '=', id)
    .executeTakeFirst();
}

/** The user's chain, locked until the transaction ends (saves and edits of one chain queue). */
export async function ownChainForUpdate(
  tx: Scope,
  userId: string,
  id: string,
): Promise<UserChainRow | undefined> {
  return tx
    .selectFrom('user_chains')
    .select(CHAIN_COLUMNS)
    .where('user_chains.id', '=', id)
    .where('user_chains.user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function countChains(scope: Scope, userId: string): Promise<number> {
  const row = await scope
    .selectFrom('user_chains')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_chains.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const pageChains = (scope: Scope, userId: string, current: number, size: number) =>
  paginate(
    scope
      .selectFrom('user_chains')
      .leftJoin('industry_chains', 'industry_chains.chain_code', 'user_chains.source_chain_code')
      .select([...CHAIN_COLUMNS, 'industry_chains.chain_name as source_chain_name'])
      .where('user_chains.user_id', '=', userId)
      .orderBy('user_chains.updated_at', 'desc')
      .orderBy('user_chains.id'),
    { current, size },
  );

export async function insertChain(
  tx: Scope,
  row: { id: string; user_id: string; name: string; source_chain_code: string | null },
): Promise<void> {
  await tx.insertInto('user_chains', row).execute();
}

export async function renameChain(tx: Scope, id: string, name: string, nodeCount: number): Promise<Date> {
  const row = await tx
    .updateTable('user_chains')
    .set({ name, node_count: nodeCount, updated_at: sql<Date>`now()` })
    .where('user_chains.id', '=', id)
    .returning('user_chains.updated_at')
    .executeTakeFirstOrThrow();
  return row.updated_at;
}

export async function touchChain(tx: Scope, id: string): Promise<void> {
  await tx
    .updateTable('user_chains')
    .set({ updated_at: sql<Date>`now()` })
    .where('user_chains.id', '=', id)
    .execute();
}

export async function deleteChain(scope: Scope, userId: string, id: string): Promise<boolean> {
  const result = await scope
    .deleteFrom('user_chains')
    .where('user_chains.id', '=', id)
    .where('user_chains.user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function nodesOf(scope: Scope, chainId: string): Promise<UserNodeRow[]> {
  return scope
    .selectFrom('user_chain_nodes')
    .select([
      'user_chain_nodes.node_key',
      'user_chain_nodes.parent_key',
      'user_chain_nodes.name',
      'user_chain_nodes.source_code',
    ])
    .where('user_chain_nodes.chain_id', '=', chainId)
    .orderBy('user_chain_nodes.sort')
    .execute();
}

/**
 * Makes the chain's nodes exactly `nodes`: the ones gone are deleted (their company edits with
 * them), the rest written in the list's order.
 */
export async function replaceNodes(
  tx: Scope,
  chainId: string,
  nodes: ReadonlyArray<UserNodeRow>,
): Promise<void> {
  await tx
    .deleteFrom('user_chain_nodes')
    .where('user_chain_nodes.chain_id', '=', chainId)
    .where(
      'user_chain_nodes.node_key',
      'not in',
      nodes.map((n) => n.node_key),
    )
    .execute();
  for (let i = 0; i < nodes.length; i += 500) {
    const batch = nodes.slice(i, i + 500).map((n, j) => ({ chain_id: chainId, sort: i + j, ...n }));
    await tx
      .insertInto('user_chain_nodes', batch)
      .onConflict((oc) =>
        oc.columns(['chain_id', 'node_key']).doUpdateSet((eb) => ({
          parent_key: eb.ref('excluded.parent_key'),
          name: eb.ref('excluded.name'),
          source_code: eb.ref('excluded.source_code'),
          sort: eb.ref('excluded.sort'),
        })),
      )
      .execute();
  }
}

export async function editsOf(scope: Scope, chainId: string): Promise<CompanyEditRow[]> {
  return scope
    .selectFrom('user_chain_companies')
    .select([
      'user_chain_companies.node_key',
      'user_chain_companies.company_id',
      'user_chain_companies.attached',
    ])
    .where('user_chain_companies.chain_id', '=', chainId)
    .orderBy('user_chain_companies.created_at')
    .execute();
}

export async function copyEdits(tx: Scope, fromChain: string, toChain: string): Promise<void> {
  const edits = await editsOf(tx, fromChain);
  if (edits.length)
    await tx
      .insertInto(
        'user_chain_companies',
        edits.map((e) => ({ ...e, chain_id: toChain })),
      )
      .execute();
}

export async function saveEdit(tx: Scope, chainId: string, edit: CompanyEditRow): Promise<void> {
  await tx
    .insertInto('user_chain_companies', { chain_id: chainId, ...edit })
    .onConflict((oc) =>
      oc.columns(['chain_id', 'node_key', 'company_id']).doUpdateSet({ attached: edit.attached }),
    )
    .execute();
}

export async function deleteEdit(
  tx: Scope,
  chainId: string,
  nodeKey: string,
  companyId: string,
): Promise<boolean> {
  const result = await tx
    .deleteFrom('user_chain_companies')
    .where('user_chain_companies.chain_id', '=', chainId)
    .where('user_chain_companies.node_key', '=', nodeKey)
    .where('user_chain_companies.company_id', '=', companyId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countEdits(tx: Scope, chainId: string): Promise<number> {
  const row = await tx
    .selectFrom('user_chain_companies')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_chain_companies.chain_id', '=', chainId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ------------------------------------------------------------ companies of user nodes (shared data)

/** Parameters of a user node query: nodes with their source codes, and the owner's edits. */
export interface Placement {
  nodes: ReadonlyArray<{ node_key: string; source_code: string | null }>;
  edits: ReadonlyArray<CompanyEditRow>;
}

/** (node, company) pairs: the data set's placement of each node's source, plus added, less removed. */
const placedPairs = (p: Placement) => sql`
  with n as (select * from jsonb_to_recordset(${JSON.stringify(p.nodes)}::jsonb) as x(node_key text, source_code text)),
  e as (select * from jsonb_to_recordset(${JSON.stringify(p.edits)}::jsonb) as x(node_key text, company_id text, attached boolean)),
  own as (
    select n.node_key, l.company_id from n join company_layouts l on l.node_code = n.source_code
    union
    select e.node_key, e.company_id from e join n on n.node_key = e.node_key where e.attached
  ),
  pairs as (
    select own.node_key, own.company_id from own
    where not exists (select 1 from e where e.node_key = own.node_key and e.company_id = own.company_id and not e.attached)
  )`;

/** Distinct companies under each node: `closure` pairs every node with itself and each ancestor. */
export async function countsByNode(
  db: Queries,
  p: Placement,
  closure: ReadonlyArray<{ ancestor: string; node_key: string }>,
): Promise<Map<string, number>> {
  const result = await sql<{ ancestor: string; count: number }>`${placedPairs(p)},
    c as (select * from jsonb_to_recordset(${JSON.stringify(closure)}::jsonb) as x(ancestor text, node_key text))
    select c.ancestor, count(distinct pairs.company_id)::int as count
    from c join pairs on pairs.node_key = c.node_key
    group by c.ancestor`.execute(db);
  return new Map(result.rows.map((r) => [r.ancestor, r.count]));
}

export interface UserEntRow {
  company_id: string;
  company_name: string;
  reg_status_name: string;
  reg_capital: string | number;
  region_code: string;
  added: boolean;
}

/** The companies of a subtree (its nodes in `p`), biggest registered capital first. */
export async function entPage(
  db: Queries,
  p: Placement,
  keyword: string | undefined,
  current: number,
  size: number,
): Promise<{ rows: UserEntRow[]; total: number }> {
  const where = keyword ? sql`where c.company_name ilike ${`%${keyword}%`}` : sql``;
  const added = sql`exists (select 1 from e where e.company_id = c.company_id and e.attached)`;
  const [rows, count] = await Promise.all([
    sql<UserEntRow>`${placedPairs(p)}, ids as (select distinct company_id from pairs)
      select c.company_id, c.company_name, c.reg_status_name, c.reg_capital, c.region_code, ${added} as added
      from ids join companies c on c.company_id = ids.company_id ${where}
      order by c.reg_capital desc, c.company_id
      limit ${size} offset ${(current - 1) * size}`.execute(db),
    sql<{ total: number }>`${placedPairs(p)}
      select count(distinct pairs.company_id)::int as total
      from pairs join companies c on c.company_id = pairs.company_id ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}

export async function companyNames(db: Queries, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('companies')
    .select(['company_id', 'company_name'])
    .where('company_id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.company_id, r.company_name]));
}

// ------------------------------------------------------------ shares

export interface ShareRow {
  id: string;
  tenant_id: string;
  user_id: string;
  chain_id: string;
  share_key: string;
  view_count: number;
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
}
const SHARE_COLUMNS = [
  'user_chain_shares.id',
  'user_chain_shares.tenant_id',
  'user_chain_shares.user_id',
  'user_chain_shares.chain_id',
  'user_chain_shares.share_key',
  'user_chain_shares.view_count',
  'user_chain_shares.created_at',
  'user_chain_shares.expires_at',
  'user_chain_shares.revoked_at',
] as const;

export async function insertShare(
  tx: Scope,
  row: { id: string; user_id: string; chain_id: string; share_key: string; expires_at: Date | null },
): Promise<ShareRow> {
  return tx.insertInto('user_chain_shares', row).returning(SHARE_COLUMNS).executeTakeFirstOrThrow();
}

export async function countShares(tx: Scope, chainId: string): Promise<number> {
  const row = await tx
    .selectFrom('user_chain_shares')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_chain_shares.chain_id', '=', chainId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const pageShares = (scope: Scope, userId: string, current: number, size: number) =>
  paginate(
    scope
      .selectFrom('user_chain_shares')
      .innerJoin('user_chains', 'user_chains.id', 'user_chain_shares.chain_id')
      .where('user_chain_shares.user_id', '=', userId)
      .select([...SHARE_COLUMNS, 'user_chains.name as chain_name'])
      .orderBy('user_chain_shares.created_at', 'desc')
      .orderBy('user_chain_shares.id'),
    { current, size },
  );

export async function revokeShare(scope: Scope, userId: string, id: string): Promise<boolean> {
  const result = await scope
    .updateTable('user_chain_shares')
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
    .where('user_chain_shares.id', '=', id)
    .where('user_chain_shares.user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function addView(scope: Scope, id: string): Promise<number> {
  const row = await scope
    .updateTable('user_chain_shares')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('user_chain_shares.id', '=', id)
    .returning('user_chain_shares.view_count')
    .executeTakeFirstOrThrow();
  return row.view_count;
}

/**
 * A share by id in any tenant: a share link is opened by anyone, signed in or not and in any
 * tenant, and the key checked after is the permission.
 */
export function shareById(unscoped: StoreOf<'chain'>['unscoped'], id: string): Promise<ShareRow | undefined> {
  return unscoped
    .selectFrom('user_chain_shares')
    .select(SHARE_COLUMNS)
    .where('user_chain_shares.id', '=', id)
    .executeTakeFirst();
}

// ------------------------------------------------------------ last opened

export async function saveLast(
  scope: Scope,
  userId: string,
  last: { chain_code: string | null; user_chain_id: string | null },
): Promise<void> {
  await scope
    .insertInto('user_last_chains', { user_id: userId, ...last })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'user_id']).doUpdateSet({ ...last, used_at: sql<Date>`now()` }),
    )
    .execute();
}

export async function lastOf(scope: Scope, userId: string) {
  return scope
    .selectFrom('user_last_chains')
    .select(['user_last_chains.chain_code', 'user_last_chains.user_chain_id'])
    .where('user_last_chains.user_id', '=', userId)
    .executeTakeFirst();
}
