import { sql } from 'kysely';
import type { ScopeOf } from '../../db/module-store';

type Scope = ScopeOf<'org'>;

export interface OrgProfileInput {
  orgName: string;
  type: number;
  industry?: string | undefined;
  contact?: string | undefined;
}

/** Whether this user gave organisation info in the caller's tenant. */
export async function hasOrgProfile(scope: Scope, userId: string): Promise<boolean> {
  const row = await scope
    .selectFrom('org_profiles')
    .select('org_profiles.user_id')
    .where('org_profiles.user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function upsertOrgProfile(scope: Scope, userId: string, p: OrgProfileInput): Promise<void> {
  await scope
    .insertInto('org_profiles', {
      user_id: userId,
      org_name: p.orgName,
      org_type: p.type,
      industry: p.industry ?? '',
      contact: p.contact ?? '',
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'user_id']).doUpdateSet((eb) => ({
        org_name: eb.ref('excluded.org_name'),
        org_type: eb.ref('excluded.org_type'),
        industry: eb.ref('excluded.industry'),
        contact: eb.ref('excluded.contact'),
        updated_at: sql<Date>`now()`,
      })),
    )
    .execute();
}
