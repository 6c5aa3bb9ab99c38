import { DEFAULT_TENANT_ID, normalisePhone } from '@platform/contracts';
import type { Queryable } from '../../db/db';
import { forbidden } from '../../lib/errors';

export interface UserRow {
  id: string;
  account: string;
  phone: string | null;
  password_hash: string;
  real_name: string;
  nick_name: string;
  avatar: string;
  email: string;
  sex: number;
  status: number;
  default_tenant_id: string | null;
}

export interface MembershipRow {
  tenant_id: string;
  tenant_name: string;
  tenant_type: number;
  role_id: string;
  role_name: string;
  is_admin: boolean;
  dept_id: string;
  post_id: string;
  customer_code: string;
}

const USER_COLUMNS =
  'id, account, phone, password_hash, real_name, nick_name, avatar, email, sex, status, default_tenant_id';

/** A login name is the account or the bound phone. */
export async function findUserByLogin(db: Queryable, login: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `select ${USER_COLUMNS} from users where account = $1 or phone = $2 order by (account = $1) desc limit 1`,
    [login, normalisePhone(login)],
  );
  return row;
}

export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where phone = $1`, [
    normalisePhone(phone),
  ]);
  return row;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
  return row;
}

const MEMBERSHIP_SQL = `
  select m.tenant_id, t.tenant_name, t.tenant_type, m.role_id, m.role_name, m.is_admin, m.dept_id, m.post_id,
         t.customer_code
  from tenant_members m join tenants t on t.tenant_id = m.tenant_id
  where m.user_id = $1`;

export async function membership(
  db: Queryable,
  userId: string,
  tenantId: string,
): Promise<MembershipRow | undefined> {
  const [row] = await db.query<MembershipRow>(`${MEMBERSHIP_SQL} and m.tenant_id = $2`, [userId, tenantId]);
  return row;
}

export function memberships(db: Queryable, userId: string): Promise<MembershipRow[]> {
  return db.query<MembershipRow>(`${MEMBERSHIP_SQL} order by t.tenant_type, m.joined_at`, [userId]);
}

/**
 * Accounts belong to the white-label customers of their tenants: a login on a customer's host
 * enters only that customer's tenants.
 */
export async function belongsToCustomer(
  db: Queryable,
  userId: string,
  customerCode: string,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from tenant_members m join tenants t on t.tenant_id = m.tenant_id
     where m.user_id = $1 and t.customer_code = $2 limit 1`,
    [userId, customerCode],
  );
  return rows.length > 0;
}

/**
 * The tenant a login enters, among the user's tenants of the host's customer: the one asked for
 * (it must be the user's), or with the default tenant id 000000, the user's default tenant,
 * else their first.
 */
export async function resolveLoginTenant(
  db: Queryable,
  user: UserRow,
  requested: string | undefined,
  customerCode: string,
): Promise<MembershipRow> {
  if (requested && requested !== DEFAULT_TENANT_ID) {
    const m = await membership(db, user.id, requested);
    if (!m || m.customer_code !== customerCode) throw forbidden('tenantMismatch');
    return m;
  }
  const all = (await memberships(db, user.id)).filter((m) => m.customer_code === customerCode);
  const preferred = all.find((m) => m.tenant_id === user.default_tenant_id) ?? all[0];
  if (!preferred) throw forbidden('tenantMismatch');
  return preferred;
}
