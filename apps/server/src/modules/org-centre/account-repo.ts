import { sql } from 'kysely';
import type { ScopeOf } from '../../db/module-store';
import type { CertificationStatus } from '@platform/contracts/org-centre/limits';

type Scope = ScopeOf<'org-centre'>;

/** The organisation account's own facts (the name is the tenant's). */

export const findAccount = (scope: Scope) =>
  scope
    .selectFrom('org_accounts')
    .select([
      'org_accounts.credit_code',
      'org_accounts.industry',
      'org_accounts.region',
      'org_accounts.logo',
      'org_accounts.certification',
      'org_accounts.labels_imported_at',
    ])
    .executeTakeFirst();

export interface AccountFacts {
  credit_code: string;
  industry: string;
  region: string;
  logo: string;
  certification: CertificationStatus;
}

export const saveAccount = (scope: Scope, facts: AccountFacts) =>
  scope
    .insertInto('org_accounts', facts)
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ ...facts, updated_at: sql<Date>`now()` }))
    .execute();

/**
 * Marks the members' legacy department and post labels as imported; false when another request
 * did it first (the import then runs once).
 */
export async function claimLabelImport(scope: Scope): Promise<boolean> {
  await scope
    .insertInto('org_accounts', {})
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute();
  const r = await scope
    .updateTable('org_accounts')
    .set({ labels_imported_at: sql<Date>`now()` })
    .where('org_accounts.labels_imported_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
