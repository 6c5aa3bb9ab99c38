import { DEFAULT_TENANT_ID, normalisePhone } from '@platform/contracts';
import type { Q, Store } from '../../db/kysely';
import { forbidden } from '../../lib/errors';
import { newNumericId, randomToken } from '../../lib/crypto';
import { hashPassword } from './passwords';
import * as repo from './repo';
import type { CustomerRow, MembershipRow, UserRow } from './repo';

/**
 * The tenant a login enters, among the user's tenants of the host's customer: the one asked for
 * (it must be the user's), or with the default tenant id 000000, the user's default tenant,
 * else their first.
 */
export async function resolveLoginTenant(
  db: Q,
  user: UserRow,
  requested: string | undefined,
  customerCode: string,
): Promise<MembershipRow> {
  if (requested && requested !== DEFAULT_TENANT_ID) {
    const m = await repo.membership(db, user.id, requested);
    if (!m || m.customer_code !== customerCode) throw forbidden('tenantMismatch');
    return m;
  }
  const all = (await repo.memberships(db, user.id)).filter((m) => m.customer_code === customerCode);
  const preferred = all.find((m) => m.tenant_id === user.default_tenant_id) ?? all[0];
  if (!preferred) throw forbidden('tenantMismatch');
  return preferred;
}

/** `Example.COM:8080` and `https://example.com/x` both mean `example.com`. */
export function normaliseDomain(domain: string | undefined): string {
  if (!domain) return '';
  const host =
    domain
      .trim()
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, '')
      .split('/')[0] ?? '';
  return host.replace(/:\d+$/, '');
}

/** The customer configured for a host name; unknown hosts get the default customer. */
export async function customerForDomain(db: Q, domain: string | undefined): Promise<CustomerRow> {
  const row = await repo.customerForHost(db, normaliseDomain(domain));
  if (!row) throw new Error('no default customer configured (the seed did not run?)');
  return row;
}

/**
 * SMS login registers a phone it has not seen (login/register is one step in the top bar):
 * a personal tenant under the customer of the host it came to. The password is random until
 * the user sets one through password retrieval.
 */
export async function registerByPhone(store: Store, phone: string, customerCode: string): Promise<UserRow> {
  const number = normalisePhone(phone);
  const passwordHash = await hashPassword(randomToken(16));
  await store.transaction(async (tx) => {
    const tail = number.slice(-4);
    const tenantId = await freeTenantId(tx.db);
    await repo.insertPersonalAccount(tx.db, {
      tenantId,
      tenantName: `个人用户${tail}`,
      customerCode,
      userId: newNumericId(),
      phone: number,
      passwordHash,
      nickName: `用户${tail}`,
    });
  });
  const user = await repo.findUserByPhone(store.db, number);
  if (!user) throw new Error('registration did not create the user');
  return user;
}

async function freeTenantId(db: Q): Promise<string> {
  for (;;) {
    const candidate = String(100000 + Math.floor(Math.random() * 900000));
    if (!(await repo.isTenantIdTaken(db, candidate))) return candidate;
  }
}

/** The first administrator of one of the user's own tenants (any, not only the token's). */
export async function adminOfOwnTenant(db: Q, userId: string, tenantId: string) {
  if (!(await repo.membership(db, userId, tenantId))) throw forbidden('tenantMismatch');
  return repo.tenantAdmin(db, tenantId);
}
