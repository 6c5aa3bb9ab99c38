import { TenantType, normalisePhone } from '@platform/contracts';
import type { QueriesOf } from '../../db/module-store';

type Queries = QueriesOf<'accounts'>;

/** Users, tenants, memberships and customers: the identity tables every module reads. */
const USER_COLUMNS = [
  'id',
  'account',
  'phone',
  'password_hash',
  'real_name',
  'nick_name',
  'avatar',
  'email',
  'sex',
  'status',
  'default_tenant_id',
] as const;

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

/** A login name is the account or the bound phone. */
export function findUserByLogin(db: Queries, login: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where((eb) => eb.or([eb('account', '=', login), eb('phone', '=', normalisePhone(login))]))
    .orderBy((eb) => eb('account', '=', login), 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findUserByPhone(db: Queries, phone: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('phone', '=', normalisePhone(phone))
    .executeTakeFirst();
}

export function findUserById(db: Queries, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** When the account was created (media tracking tells a fresh registration from a returning user). */
export async function userCreatedAt(db: Queries, id: string): Promise<Date | undefined> {
  const row = await db.selectFrom('users').select('created_at').where('id', '=', id).executeTakeFirst();
  return row ? new Date(row.created_at) : undefined;
}

const membershipQuery = (db: Queries, userId: string) =>
  db
    .selectFrom('tenant_members as m')
    .innerJoin('tenants as t', 't.tenant_id', 'm.tenant_id')
    .select([
      'm.tenant_id',
      't.tenant_name',
      't.tenant_type',
      'm.role_id',
      'm.role_name',
      'm.is_admin',
      'm.dept_id',
      'm.post_id',
      't.customer_code',
    ])
    .where('m.user_id', '=', userId)
    // A member the organisation disabled signs into it no more (org-centre, docs/org-centre.md).
    .where('m.disabled_at', 'is', null);

export function membership(
  db: Queries,
  userId: string,
  tenantId: string,
): Promise<MembershipRow | undefined> {
  return membershipQuery(db, userId).where('m.tenant_id', '=', tenantId).executeTakeFirst();
}

export function memberships(db: Queries, userId: string): Promise<MembershipRow[]> {
  return membershipQuery(db, userId).orderBy('t.tenant_type').orderBy('m.joined_at').execute();
}

/**
 * Accounts belong to the white-label customers of their tenants: a login on a customer's host
 * enters only that customer's tenants.
 */
export async function belongsToCustomer(db: Queries, userId: string, customerCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('tenant_members as m')
    .innerJoin('tenants as t', 't.tenant_id', 'm.tenant_id')
    .select('m.tenant_id')
    .where('m.user_id', '=', userId)
    .where('t.customer_code', '=', customerCode)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findTenant(db: Queries, tenantId: string) {
  return db
    .selectFrom('tenants')
    .select(['tenant_id', 'tenant_name', 'tenant_type', 'customer_code'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/** Locks the tenant row until the transaction ends (grants of one tenant run one after the other). */
export async function lockTenant(tx: Queries, tenantId: string): Promise<void> {
  await tx.selectFrom('tenants').select('tenant_id').where('tenant_id', '=', tenantId).forUpdate().execute();
}

export async function countMembers(db: Queries, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('tenant_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The tenant's first administrator (by joining time). */
export function tenantAdmin(db: Queries, tenantId: string) {
  return db
    .selectFrom('tenant_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select((eb) => [
      'u.id',
      eb.fn
        .coalesce(
          eb.fn('nullif', ['u.real_name', eb.val('')]),
          eb.fn('nullif', ['u.nick_name', eb.val('')]),
          'u.account',
        )
        .$castTo<string>()
        .as('name'),
    ])
    .where('m.tenant_id', '=', tenantId)
    .where('m.is_admin', '=', true)
    .orderBy('m.joined_at')
    .limit(1)
    .executeTakeFirst();
}

export async function isTenantIdTaken(db: Queries, tenantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tenants')
    .select('tenant_id')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewPersonalAccount {
  tenantId: string;
  tenantName: string;
  customerCode: string;
  userId: string;
  phone: string;
  passwordHash: string;
  nickName: string;
}

/** A personal tenant with its one user as administrator (in the caller's transaction). */
export async function insertPersonalAccount(tx: Queries, a: NewPersonalAccount): Promise<void> {
  await tx
    .insertInto('tenants')
    .values({
      tenant_id: a.tenantId,
      tenant_name: a.tenantName,
      tenant_type: TenantType.PERSONAL,
      customer_code: a.customerCode,
    })
    .execute();
  await tx
    .insertInto('users')
    .values({
      id: a.userId,
      account: a.phone,
      phone: a.phone,
      password_hash: a.passwordHash,
      nick_name: a.nickName,
      default_tenant_id: a.tenantId,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await tx
    .insertInto('tenant_members')
    .columns(['tenant_id', 'user_id', 'role_id', 'role_name', 'is_admin'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select((s) => [
          s.val(a.tenantId).as('tenant_id'),
          'id',
          s.val('personal').as('role_id'),
          s.val('personal').as('role_name'),
          s.val(true).as('is_admin'),
        ])
        .where('id', '=', a.userId),
    )
    .execute();
}

export interface ProfileChange {
  realName?: string | undefined;
  nickName?: string | undefined;
  avatar?: string | undefined;
  email?: string | undefined;
  sex?: number | undefined;
}

export async function updateProfile(db: Queries, userId: string, c: ProfileChange): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      real_name: c.realName ?? eb.ref('real_name'),
      nick_name: c.nickName ?? eb.ref('nick_name'),
      avatar: c.avatar ?? eb.ref('avatar'),
      email: c.email ?? eb.ref('email'),
      sex: c.sex ?? eb.ref('sex'),
      updated_at: eb.fn<Date>('now'),
    }))
    .where('id', '=', userId)
    .execute();
}

export async function updatePhone(db: Queries, userId: string, phone: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ phone: normalisePhone(phone), updated_at: eb.fn<Date>('now') }))
    .where('id', '=', userId)
    .execute();
}

export async function updatePasswordHash(db: Queries, userId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, updated_at: eb.fn<Date>('now') }))
    .where('id', '=', userId)
    .execute();
}

export interface CustomerRow {
  customer_code: string;
  platform_name: string;
  customer_service_phone: string;
  customer_logo: string;
  customer_address: string;
  customer_record: string;
  customer_license: string;
  company_name: string;
  oem_setting: Record<string, unknown>;
  theme: 'blue' | 'common';
  brand_color: string;
  time_zone: string;
  footer_partners: Array<{ name: string; url: string }>;
  domain: string | null;
}

/** The customer configured for a normalised host name, else the default customer. */
export function customerForHost(db: Queries, host: string): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customers as c')
    .leftJoin('customer_domains as d', (join) =>
      join.onRef('d.customer_code', '=', 'c.customer_code').on('d.domain', '=', host),
    )
    .selectAll('c')
    .select('d.domain')
    .where((eb) => eb.or([eb('d.domain', 'is not', null), eb('c.is_default', '=', true)]))
    .orderBy((eb) => eb('d.domain', 'is not', null), 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The ids of the customer's tenants (a platform's figures count what its tenants hold). */
export async function customerTenantIds(db: Queries, customerCode: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tenants')
    .select('tenant_id')
    .where('customer_code', '=', customerCode)
    .execute();
  return rows.map((r) => r.tenant_id);
}

export function customerConfigItems(db: Queries, customerCode: string) {
  return db
    .selectFrom('customer_config_items')
    .select(['config_type', 'config_key', 'config_name', 'checked', 'sort'])
    .where('customer_code', '=', customerCode)
    .orderBy('config_type')
    .orderBy('sort')
    .orderBy('config_key')
    .execute();
}

/** The customer's own names of its configured services, for the tenant's customer. */
export async function serviceNames(db: Queries, tenantId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('tenants as t')
    .innerJoin('customer_config_items as i', 'i.customer_code', 't.customer_code')
    .select(['i.config_key', 'i.config_name'])
    .where('t.tenant_id', '=', tenantId)
    .where('i.config_type', '=', 'service')
    .execute();
  return new Map(rows.map((r) => [r.config_key, r.config_name]));
}

/** What a user is called where a list names them: the real name, else the nickname, else the account. */
export async function userDisplayNames(db: Queries, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select((eb) => [
      'id',
      eb.fn
        .coalesce(
          eb.fn('nullif', ['real_name', eb.val('')]),
          eb.fn('nullif', ['nick_name', eb.val('')]),
          'account',
        )
        .$castTo<string>()
        .as('name'),
    ])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function tenantNamesOf(db: Queries, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('tenants')
    .select(['tenant_id', 'tenant_name'])
    .where('tenant_id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.tenant_id, r.tenant_name]));
}

export async function customerExists(db: Queries, customerCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select('customer_code')
    .where('customer_code', '=', customerCode)
    .executeTakeFirst();
  return row !== undefined;
}

/** The default customer's code (the platform's own), if there is one. */
export async function defaultCustomerCode(db: Queries): Promise<string | undefined> {
  const row = await db
    .selectFrom('customers')
    .select('customer_code')
    .where('is_default', '=', true)
    .executeTakeFirst();
  return row?.customer_code;
}

/** The white-label customer a tenant belongs to, as a seller on its invoices and contracts. */
export function sellerOfTenant(db: Queries, tenantId: string) {
  return db
    .selectFrom('tenants as t')
    .innerJoin('customers as c', 'c.customer_code', 't.customer_code')
    .select([
      'c.company_name',
      'c.platform_name',
      'c.customer_address',
      'c.customer_service_phone',
      'c.time_zone',
    ])
    .where('t.tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/** Every white-label customer's code and platform name (the operator console). */
export const listCustomers = (db: Queries) =>
  db
    .selectFrom('customers')
    .select(['customer_code as code', 'platform_name as platformName'])
    .orderBy('customer_code')
    .execute();
