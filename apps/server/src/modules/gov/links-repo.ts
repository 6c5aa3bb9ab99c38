import type { ScopeOf, StoreOf } from '../../db/module-store';

type Scope = ScopeOf<'gov'>;
type Unscoped = StoreOf<'gov'>['unscoped'];

/** The company a user chose as theirs: tenant-owned by the user's organisation. */

export const linkOf = (scope: Scope, userId: string) =>
  scope
    .selectFrom('gov_company_links')
    .select(['company_id', 'company_name', 'region_code'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

export async function saveLink(
  scope: Scope,
  userId: string,
  c: { companyId: string; companyName: string; regionCode: string },
): Promise<void> {
  await scope
    .insertInto('gov_company_links', {
      user_id: userId,
      company_id: c.companyId,
      company_name: c.companyName,
      region_code: c.regionCode,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'user_id']).doUpdateSet({
        company_id: c.companyId,
        company_name: c.companyName,
        region_code: c.regionCode,
        created_at: new Date(),
      }),
    )
    .execute();
}

/**
 * The users linked to companies, in any organisation: who receives a desk's notice. Unscoped on
 * purpose: the desk reaches the enterprises of its region whatever organisation their users are in;
 * only user ids leave this function.
 */
export async function linkedUsers(
  unscoped: Unscoped,
  by: { companyIds: readonly string[] } | { regionPrefix: string },
): Promise<Array<{ userId: string; companyId: string; regionCode: string }>> {
  let q = unscoped.selectFrom('gov_company_links').select(['user_id', 'company_id', 'region_code']);
  if ('companyIds' in by) {
    if (!by.companyIds.length) return [];
    q = q.where('company_id', 'in', [...by.companyIds]);
  } else q = q.where('region_code', 'like', `${by.regionPrefix}%`);
  const rows = await q.orderBy('user_id').execute();
  return rows.map((r) => ({ userId: r.user_id, companyId: r.company_id, regionCode: r.region_code }));
}

/** How many users are linked to each company (unscoped as above; counts only). */
export async function linkedCounts(unscoped: Unscoped, companyIds: readonly string[]) {
  if (!companyIds.length) return new Map<string, number>();
  const rows = await unscoped
    .selectFrom('gov_company_links')
    .select((eb) => ['company_id', eb.fn.countAll<string>().as('n')])
    .where('company_id', 'in', [...companyIds])
    .groupBy('company_id')
    .execute();
  return new Map(rows.map((r) => [r.company_id, Number(r.n)]));
}
