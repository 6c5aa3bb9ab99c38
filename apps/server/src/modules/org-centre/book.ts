import type { TenantScope } from '../../db/tenant-scope';
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
  const cards = await cardIdsOf(
    scope,
    viewerId,
    people.map((p) => p.userId),
  );
  return people.map((p) => ({
    userId: p.userId,
    realName: p.realName,
    avatar: p.avatar,
    departmentId: p.departmentId,
    departmentName: p.departmentName,
    postName: p.postName,
    phone: p.phone,
    email: p.email,
    cardId: cards.get(p.userId) ?? null,
    isSelf: p.userId === viewerId,
  }));
}
