import type { TenantScope } from '../../db/tenant-scope';
import { defaultCardBasics, type CardSource } from '../vcard';
import * as repo from './association-repo';
import { present } from './members';

/** Members shown in the directory at once. */
export const DIRECTORY_MAX = 500;

/**
 * The member directory (docs/association.md "Directory"): active members in level order, each
 * with the default business card their contact (the applicant) keeps on the platform, in any
 * tenant, as the vcard presenter shows it to the caller (private cards absent, contacts masked).
 */
export async function directory(
  cards: CardSource,
  scope: TenantScope,
  viewerId: string,
  keyword: string | undefined,
  now = new Date(),
) {
  const members = await present(scope, await repo.activeMembers(scope, keyword, DIRECTORY_MAX), now);
  const userIds = [...new Set(members.flatMap((m) => (m.contactUserId ? [m.contactUserId] : [])))];
  const shown = userIds.length ? await defaultCardBasics(cards, viewerId, userIds) : new Map();
  return members.map((m) => ({ ...m, card: (m.contactUserId && shown.get(m.contactUserId)) || null }));
}
