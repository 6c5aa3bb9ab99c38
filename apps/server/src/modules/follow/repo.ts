import { sql } from 'kysely';
import { BRIEF_COLUMNS } from '../bigdata';
import type { ScopeOf } from '../../db/module-store';
import { paginate } from '../../db/paginate';

type Scope = ScopeOf<'follow'>;

/** Followed companies: company_follows is tenant-owned; every query goes through the scope. */

export const existingCompanies = (scope: Scope, ids: readonly string[]) =>
  scope.db.selectFrom('companies').select('company_id').where('company_id', 'in', ids).execute();

export function page(
  scope: Scope,
  userId: string,
  opts: { current: number; size: number; keyword?: string },
) {
  let base = scope
    .selectFrom('company_follows')
    .innerJoin('companies', 'companies.company_id', 'company_follows.company_id')
    .where('company_follows.user_id', '=', userId);
  // The contract refuses LIKE metacharacters in a keyword.
  if (opts.keyword) base = base.where('companies.company_name', 'like', `%${opts.keyword}%`);
  return paginate(
    base
      .select([...BRIEF_COLUMNS, 'company_follows.is_top', 'company_follows.created_at'])
      .orderBy('company_follows.is_top', 'desc')
      .orderBy(sql`company_follows.topped_at desc nulls last`)
      .orderBy('company_follows.created_at', 'desc')
      .orderBy('company_follows.company_id'),
    opts,
  );
}

export const countFollows = (scope: Scope, userId: string) =>
  scope
    .selectFrom('company_follows')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_follows.user_id', '=', userId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

export const followed = (scope: Scope, userId: string, ids: readonly string[]) =>
  scope
    .selectFrom('company_follows')
    .select(['company_follows.company_id', 'company_follows.is_top'])
    .where('company_follows.user_id', '=', userId)
    .where('company_follows.company_id', 'in', ids)
    .execute();

export async function insertFollows(scope: Scope, userId: string, ids: readonly string[]) {
  const rows = await scope
    .insertInto(
      'company_follows',
      ids.map((companyId) => ({ user_id: userId, company_id: companyId })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'company_id']).doNothing())
    .returning('company_id')
    .execute();
  return rows.length;
}

export async function deleteFollows(scope: Scope, userId: string, ids: readonly string[]) {
  const result = await scope
    .deleteFrom('company_follows')
    .where('company_follows.user_id', '=', userId)
    .where('company_follows.company_id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function setTop(scope: Scope, userId: string, companyId: string, top: boolean) {
  const result = await scope
    .updateTable('company_follows')
    .set({ is_top: top, topped_at: top ? new Date() : null })
    .where('company_follows.user_id', '=', userId)
    .where('company_follows.company_id', '=', companyId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The user's follow of one company (for the company detail's isFollow / isTop). */
export const followOf = (scope: Scope, userId: string, companyId: string) =>
  scope
    .selectFrom('company_follows')
    .select(['company_follows.is_top'])
    .where('company_follows.user_id', '=', userId)
    .where('company_follows.company_id', '=', companyId)
    .executeTakeFirst();

/** Every company the user follows in the scope's tenant (the content feed's companies). */
export const followedCompanyIds = (scope: Scope, userId: string) =>
  scope
    .selectFrom('company_follows')
    .select('company_follows.company_id')
    .where('company_follows.user_id', '=', userId)
    .execute()
    .then((rows) => rows.map((r) => r.company_id));
