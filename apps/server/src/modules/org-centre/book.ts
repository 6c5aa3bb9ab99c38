import type { TenantScope } from '../../db/tenant-scope';
import { staffMembers } from '../accounts';
import { staffPage } from './staff';

/** Cards of colleagues as the viewer may see them, keyed by user id (vcard's, handed in by modules/index.ts). */
export type CardIdsOf = (
  scope: TenantScope,
  viewer: string,
  userIds: readonly string[],
) => Promise<Map<string, string>>;

/** The address book (/user/dept/book): active colleagues with their place, contact and card. */
export async function addressBook(
  scope: TenantScope,
  viewerId: string,
  input: { keyword?: string | undefined; departmentId?: string | undefined },
  cardIdsOf: CardIdsOf,
) {
  const page = await staffPage(scope, viewerId, { ...input, status: 'active', current: 1, size: 10_000 });
  const people = page.records;
  const [cards, emails] = await Promise.all([
    cardIdsOf(
      scope,
      viewerId,
      people.map((p) => p.userId),
    ),
    emailsOf(
      scope,
      people.map((p) => p.userId),
    ),
  ]);
  return people.map((p) => ({
    userId: p.userId,
    realName: p.realName,
    avatar: p.avatar,
    departmentId: p.departmentId,
    departmentName: p.departmentName,
    postName: p.postName,
    phone: p.phone,
    email: emails.get(p.userId) ?? '',
    cardId: cards.get(p.userId) ?? null,
    isSelf: p.userId === viewerId,
  }));
}

async function emailsOf(scope: TenantScope, ids: readonly string[]) {
  const rows = await staffMembers(scope.db, scope.tenantId);
  const wanted = new Set(ids);
  return new Map(rows.filter((r) => wanted.has(r.user_id)).map((r) => [r.user_id, r.email]));
}
