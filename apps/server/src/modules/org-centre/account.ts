import { isValidUscc } from '@platform/contracts/bigdata/uscc';
import type { TenantScope } from '../../db/tenant-scope';
import { badRequest } from '../../lib/errors';
import * as accounts from '../accounts';
import * as repo from './account-repo';

/**
 * The organisation account (/user/dept/account): the tenant's name and its facts. A valid credit
 * code puts the account up for certification (pending); an operator certifies it (issue 32's
 * console). Changing the name or the code sends a certified account back to pending; clearing the
 * code makes it uncertified.
 */
export async function orgAccount(scope: TenantScope) {
  const [tenant, facts, members] = await Promise.all([
    accounts.findTenant(scope.db, scope.tenantId),
    repo.findAccount(scope),
    accounts.staffMembers(scope.db, scope.tenantId),
  ]);
  return {
    name: tenant?.tenant_name ?? '',
    creditCode: facts?.credit_code ?? '',
    industry: facts?.industry ?? '',
    region: facts?.region ?? '',
    logo: facts?.logo ?? '',
    certification: facts?.certification ?? 'uncertified',
    memberCount: members.filter((m) => !m.disabled).length,
  };
}

export async function saveOrgAccount(
  scope: TenantScope,
  input: { name: string; creditCode: string; industry: string; region: string; logo: string },
) {
  if (input.creditCode && !isValidUscc(input.creditCode)) throw badRequest('orgCreditCodeInvalid');
  if (input.logo && !/^(https?:\/\/|\/)/.test(input.logo))
    throw badRequest('badRequest', 'logo must be a URL');
  const before = await orgAccount(scope);
  const changed = before.name !== input.name || before.creditCode !== input.creditCode;
  const certification = !input.creditCode
    ? 'uncertified'
    : changed || before.certification === 'uncertified'
      ? 'pending'
      : before.certification;
  await scope.transaction(async (tx) => {
    await accounts.renameTenant(tx.db, tx.tenantId, input.name);
    await repo.saveAccount(tx, {
      credit_code: input.creditCode,
      industry: input.industry,
      region: input.region,
      logo: input.logo,
      certification,
    });
  });
  return orgAccount(scope);
}
