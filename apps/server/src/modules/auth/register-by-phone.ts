import { TenantType, normalisePhone } from '@platform/contracts';
import type { Db } from '../../db/db';
import { newNumericId, randomToken } from '../../lib/crypto';
import { hashPassword } from './passwords';
import { customerForDomain } from '../system/customers';
import { findUserByPhone, type UserRow } from '../system/user-queries';

/**
 * SMS login registers a phone it has not seen (login/register is one step in the top bar):
 * a personal tenant under the customer of the domain it came from. The password is random until
 * the user sets one through password retrieval.
 */
export async function registerByPhone(db: Db, phone: string, domain: string | undefined): Promise<UserRow> {
  const number = normalisePhone(phone);
  const customer = await customerForDomain(db, domain);
  const passwordHash = await hashPassword(randomToken(16));
  await db.transaction(async (tx) => {
    const tenantId = await freeTenantId(tx);
    const userId = newNumericId();
    const tail = number.slice(-4);
    await tx.query(
      'insert into tenants (tenant_id, tenant_name, tenant_type, customer_code) values ($1, $2, $3, $4)',
      [tenantId, `个人用户${tail}`, TenantType.PERSONAL, customer.customer_code],
    );
    await tx.query(
      `insert into users (id, account, phone, password_hash, nick_name, default_tenant_id)
       values ($1, $2, $2, $3, $4, $5) on conflict do nothing`,
      [userId, number, passwordHash, `用户${tail}`, tenantId],
    );
    await tx.query(
      `insert into tenant_members (tenant_id, user_id, role_id, role_name, is_admin)
       select $1, id, 'personal', 'personal', true from users where id = $2`,
      [tenantId, userId],
    );
  });
  const user = await findUserByPhone(db, number);
  if (!user) throw new Error('registration did not create the user');
  return user;
}

async function freeTenantId(tx: { query: Db['query'] }): Promise<string> {
  for (;;) {
    const candidate = String(100000 + Math.floor(Math.random() * 900000));
    const taken = await tx.query('select 1 from tenants where tenant_id = $1', [candidate]);
    if (!taken.length) return candidate;
  }
}
