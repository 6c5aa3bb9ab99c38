import { sql } from 'kysely';
import type { QueriesOf, ScopeOf, StoreOf } from '../../db/module-store';
import { escapeLike } from '../../db/like';
import { paginate, type PageRequest } from '../../db/paginate';
import type { PolicyLevelColumn, PolicyMeasureJson } from '../../db/schema/policies';

type Queries = QueriesOf<'policies'>;
type Scope = ScopeOf<'policies'>;

export interface PolicyFilter {
  keyword?: string;
  level?: PolicyLevelColumn;
  provinceCode?: string;
  chainCode?: string;
  from?: string;
  to?: string;
  /** Only policies in force on this day (YYYY-MM-DD). */
  validOn?: string;
}

const COLUMNS = [
  'policies.id',
  'policies.title',
  'policies.issuer',
  'policies.level',
  'policies.region_code',
  'policies.chain_codes',
  'policies.issued_on',
  'policies.expires_on',
  'policies.measures',
] as const;

/** Policies newest first; the keyword matches the title or the issuing body, literally. */
export function policyPage(db: Queries, f: PolicyFilter, page: PageRequest) {
  let q = db.selectFrom('policies').select(COLUMNS);
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword)}%`;
    q = q.where((eb) => eb.or([eb('title', 'ilike', like), eb('issuer', 'ilike', like)]));
  }
  if (f.level) q = q.where('level', '=', f.level);
  if (f.provinceCode)
    q = q
      .where('region_code', '<>', '')
      .where(sql<string>`substr(region_code, 1, 2)`, '=', f.provinceCode.slice(0, 2));
  if (f.chainCode) q = q.where(sql<boolean>`${f.chainCode} = any(chain_codes)`);
  if (f.from) q = q.where('issued_on', '>=', f.from);
  if (f.to) q = q.where('issued_on', '<=', f.to);
  if (f.validOn) {
    const day = f.validOn;
    q = q.where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', day)]));
  }
  return paginate(q.orderBy('issued_on', 'desc').orderBy('id', 'desc'), page);
}

export const policyById = (db: Queries, id: string) =>
  db
    .selectFrom('policies')
    .select([...COLUMNS, 'policies.paragraphs'])
    .where('id', '=', id)
    .executeTakeFirst();

/** How many policies each level, province and chain holds. */
export async function facetCounts(db: Queries) {
  const [levels, provinces, chains] = await Promise.all([
    db
      .selectFrom('policies')
      .select(['level as value', sql<string>`count(*)`.as('count')])
      .groupBy('level')
      .execute(),
    db
      .selectFrom('policies')
      .select([
        sql<string>`substr(region_code, 1, 2) || '0000'`.as('value'),
        sql<string>`count(*)`.as('count'),
      ])
      .where('region_code', '<>', '')
      .groupBy(sql`substr(region_code, 1, 2)`)
      .execute(),
    db.selectFrom('policies').select('chain_codes').execute(),
  ]);
  const byChain = new Map<string, number>();
  for (const r of chains) for (const c of r.chain_codes) byChain.set(c, (byChain.get(c) ?? 0) + 1);
  return {
    levels,
    provinces,
    chains: [...byChain].map(([value, n]) => ({ value, count: String(n) })),
  };
}

/** A company's region and the chains it is placed on (the enterprise read model). */
export async function companyPlace(db: Queries, companyId: string) {
  const company = await db
    .selectFrom('companies')
    .select('region_code')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!company) return undefined;
  const chains = await db
    .selectFrom('company_layouts')
    .select('chain_code')
    .distinct()
    .where('company_id', '=', companyId)
    .orderBy('chain_code')
    .execute();
  return { regionCode: company.region_code, chainCodes: chains.map((c) => c.chain_code) };
}

/**
 * Policies for a place and chains: national ones and those of the given regions, on one of the
 * chains or on none (a policy for every industry), in force on the day; newest first.
 */
export async function policiesFor(
  db: Queries,
  regionCodes: readonly string[],
  chainCodes: readonly string[],
  validOn: string,
  limit: number,
) {
  let q = db
    .selectFrom('policies')
    .where((eb) =>
      regionCodes.length
        ? eb.or([eb('level', '=', 'national'), eb('region_code', 'in', [...regionCodes])])
        : eb('level', '=', 'national'),
    )
    .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', validOn)]));
  q = chainCodes.length
    ? q.where(
        sql<boolean>`(cardinality(chain_codes) = 0 or chain_codes && array[${sql.join([...chainCodes])}]::text[])`,
      )
    : q.where(sql<boolean>`cardinality(chain_codes) = 0`);
  const [rows, count] = await Promise.all([
    q.select(COLUMNS).orderBy('issued_on', 'desc').orderBy('id', 'desc').limit(limit).execute(),
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function hasPolicies(db: Queries): Promise<boolean> {
  return (await db.selectFrom('policies').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export type NewPolicy = {
  title: string;
  issuer: string;
  level: PolicyLevelColumn;
  region_code: string;
  chain_codes: string[];
  issued_on: string;
  expires_on: string | null;
  paragraphs: string[];
  measures: PolicyMeasureJson[];
};

export async function insertPolicies(store: StoreOf<'policies'>, rows: readonly NewPolicy[]) {
  await store.transaction(async ({ db: tx }) => {
    for (let i = 0; i < rows.length; i += 200)
      await tx
        .insertInto('policies')
        .values(rows.slice(i, i + 200).map((r) => ({ ...r, measures: JSON.stringify(r.measures) })))
        .execute();
  });
}

/** Ids of the first `count` policies, newest first (the demo collections). */
export const newestPolicyIds = (db: Queries, count: number) =>
  db
    .selectFrom('policies')
    .select('id')
    .orderBy('issued_on', 'desc')
    .orderBy('id', 'desc')
    .limit(count)
    .execute()
    .then((rows) => rows.map((r) => String(r.id)));

// ---------------------------------------------------------------- collections (tenant rows)

export const policyExists = (db: Queries, id: string) =>
  db
    .selectFrom('policies')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst()
    .then((r) => r !== undefined);

export const insertCollect = (scope: Scope, userId: string, policyId: string, at?: Date) =>
  scope
    .insertInto('policy_collects', { user_id: userId, policy_id: policyId, ...(at && { created_at: at }) })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'policy_id']).doNothing())
    .execute();

/** Deletes the user's collections among the ids; answers how many there were. */
export const deleteCollects = (scope: Scope, userId: string, policyIds: readonly string[]) =>
  scope
    .deleteFrom('policy_collects')
    .where('policy_collects.user_id', '=', userId)
    .where('policy_collects.policy_id', 'in', [...policyIds])
    .returning('policy_collects.policy_id')
    .execute()
    .then((rows) => rows.length);

export const isCollected = (scope: Scope, userId: string, policyId: string) =>
  scope
    .selectFrom('policy_collects')
    .select('policy_collects.policy_id')
    .where('policy_collects.user_id', '=', userId)
    .where('policy_collects.policy_id', '=', policyId)
    .executeTakeFirst()
    .then((r) => r !== undefined);

/** The user's collected policies, newest collection first, with the policy's list columns. */
export const collectPage = (scope: Scope, userId: string, page: PageRequest) =>
  paginate(
    scope
      .selectFrom('policy_collects')
      .innerJoin('policies', 'policies.id', 'policy_collects.policy_id')
      .where('policy_collects.user_id', '=', userId)
      .select([...COLUMNS, 'policy_collects.created_at'])
      .orderBy('policy_collects.created_at', 'desc')
      .orderBy('policy_collects.policy_id', 'desc'),
    page,
  );
