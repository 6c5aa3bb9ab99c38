import { sql } from 'kysely';
import type { TenantScope } from '../../db/tenant-scope';

export interface OrgProfileInput {
  orgName: string;
  type: number;
  industry?: string | undefined;
  contact?: string | undefined;
}

/** The tenant's type, whether this user gave organisation info, and the user's real name. */
export function orgState(scope: TenantScope, userId: string) {
  return scope.db
    .selectFrom('tenants as t')
    .innerJoin('users as u', (join) => join.on('u.id', '=', userId))
    .select((eb) => [
      't.tenant_type',
      'u.real_name',
      eb
        .exists(
          scope
            .selectFrom('org_profiles')
            .select(sql`1`.as('one'))
            .where('org_profiles.user_id', '=', userId),
        )
        .as('has_profile'),
    ])
    .where('t.tenant_id', '=', scope.tenantId)
    .executeTakeFirst();
}

export async function upsertOrgProfile(
  scope: TenantScope,
  userId: string,
  p: OrgProfileInput,
): Promise<void> {
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
