import { sql } from 'kysely';
import type { QueriesOf } from '../../db/module-store';
import { displayName } from './directory-repo';

type Queries = QueriesOf<'accounts'>;

/**
 * The membership rows the organisation centre manages (docs/org-centre.md): every member of a
 * tenant, disabled ones included, and the changes an administrator makes to them. Department and
 * post names stay on tenant_members as labels (dept_id, post_id) for every reader of colleagues.
 */
export interface StaffMemberRow {
  user_id: string;
  name: string;
  phone: string | null;
  email: string;
  avatar: string;
  is_admin: boolean;
  dept_label: string;
  post_label: string;
  disabled: boolean;
  joined_at: Date;
}

export function staffMembers(db: Queries, tenantId: string): Promise<StaffMemberRow[]> {
  return db
    .selectFrom('tenant_members')
    .innerJoin('users', 'users.id', 'tenant_members.user_id')
    .select([
      'tenant_members.user_id',
      displayName.as('name'),
      'users.phone',
      'users.email',
      'users.avatar',
      'tenant_members.is_admin',
      'tenant_members.dept_id as dept_label',
      'tenant_members.post_id as post_label',
      sql<boolean>`tenant_members.disabled_at is not null`.as('disabled'),
      'tenant_members.joined_at',
    ])
    .where('tenant_members.tenant_id', '=', tenantId)
    .where('users.status', '=', 1)
    .orderBy('tenant_members.is_admin', 'desc')
    .orderBy('tenant_members.joined_at')
    .orderBy('tenant_members.user_id')
    .execute();
}

export async function staffMember(db: Queries, tenantId: string, userId: string) {
  return (await staffMembers(db, tenantId)).find((m) => m.user_id === userId);
}

/** Department and post names shown wherever colleagues are listed. */
export async function setMemberLabels(
  db: Queries,
  tenantId: string,
  userIds: readonly string[],
  labels: { dept?: string; post?: string },
): Promise<void> {
  if (!userIds.length || (labels.dept === undefined && labels.post === undefined)) return;
  await db
    .updateTable('tenant_members')
    .set({
      ...(labels.dept !== undefined ? { dept_id: labels.dept } : {}),
      ...(labels.post !== undefined ? { post_id: labels.post } : {}),
    })
    .where('tenant_id', '=', tenantId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

export async function setMemberDisabled(db: Queries, tenantId: string, userId: string, disabled: boolean) {
  await db
    .updateTable('tenant_members')
    .set({ disabled_at: disabled ? new Date() : null })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('is_admin', '=', false)
    .execute();
}

export async function removeMember(db: Queries, tenantId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('tenant_members')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('is_admin', '=', false)
    .execute();
}

/** Hands the administrator role from one member to another (in the caller's transaction). */
export async function transferAdmin(db: Queries, tenantId: string, from: string, to: string) {
  await db
    .updateTable('tenant_members')
    .set({ is_admin: false, role_id: 'member', role_name: 'member' })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', from)
    .execute();
  await db
    .updateTable('tenant_members')
    .set({ is_admin: true, role_id: 'administrator', role_name: 'administrator' })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', to)
    .execute();
}

/** Adds a user to an organisation as a member; false when they already are one. */
export async function addMember(db: Queries, tenantId: string, userId: string): Promise<boolean> {
  const r = await db
    .insertInto('tenant_members')
    .values({ tenant_id: tenantId, user_id: userId, role_id: 'member', role_name: 'member', is_admin: false })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Whether the user has a row in the tenant, disabled or not. */
export async function isMemberRow(db: Queries, tenantId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tenant_members')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function renameTenant(db: Queries, tenantId: string, name: string): Promise<void> {
  await db.updateTable('tenants').set({ tenant_name: name }).where('tenant_id', '=', tenantId).execute();
}

/** Where the user signs in next by default (joining an organisation makes it theirs). */
export async function setDefaultTenant(db: Queries, userId: string, tenantId: string): Promise<void> {
  await db.updateTable('users').set({ default_tenant_id: tenantId }).where('id', '=', userId).execute();
}
