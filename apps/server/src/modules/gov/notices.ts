import {
  type GovAppealPayload,
  type GovNoticePayload,
  type Notice,
  type NoticeCategory,
  type NoticeTarget,
} from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { userDisplayNames } from '../accounts';
import { requireCompany } from '../bigdata';
import type { ServerMessage } from '../im';
import { bad, requireAdmin, type DeskViewer } from './access';
import * as links from './links-repo';
import * as repo from './notices-repo';
import { containingCodes, regionContains, regionPrefix } from './region';
import { settingsOf } from './settings';
import { chinaTime } from './time';

/** Stores one server message in a user's chat (im's sendServerMessage): true when stored now. */
export type SendChat = (m: Omit<ServerMessage, 'senderId'>) => Promise<boolean>;

/** The chat message a notice arrives as: a custom message of the system account (contracts GovNoticePayload). */
export const noticeClientId = (noticeId: string, userId: string) => `gov-notice-${noticeId}-${userId}`;
export function noticePayload(
  deskName: string,
  n: { id: string; title: string; body: string; category: NoticeCategory },
): GovNoticePayload {
  const excerpt = n.body.length > 200 ? `${n.body.slice(0, 200)}…` : n.body;
  return {
    kind: 'govNotice',
    data: {
      noticeId: n.id,
      category: n.category,
      deskName,
      title: n.title,
      excerpt,
      path: '/serve/govAppeal?tab=notices',
    },
    description: `【${deskName}】${n.title}\n${excerpt}`,
  };
}

/** The chat message an appeal's answer or rejection sends its submitter (contracts GovAppealPayload). */
export const appealClientId = (appealId: string, state: 'answered' | 'rejected') =>
  `gov-appeal-${appealId}-${state}`;
export function appealPayload(
  deskName: string,
  a: { id: string; title: string; answer: string | null; reject_reason: string | null },
  state: 'answered' | 'rejected',
): GovAppealPayload {
  const reply = (state === 'answered' ? a.answer : a.reject_reason) ?? '';
  return {
    kind: 'govAppeal',
    data: { appealId: a.id, state, deskName, title: a.title, reply, path: '/serve/govAppeal' },
    description: `【${deskName}】${a.title}：${reply}`,
  };
}

function toNotice(
  r: repo.NoticeRow,
  deskName: string,
  companies: Array<{ companyId: string; companyName: string }>,
  authorName: string,
): Notice {
  return {
    noticeId: r.id,
    deskName,
    title: r.title,
    body: r.body,
    category: r.category as NoticeCategory,
    target: r.target as NoticeTarget,
    companies,
    recipients: r.recipients,
    authorName,
    createdAt: chinaTime(r.created_at),
  };
}

export async function deskNoticePage(
  store: Store,
  scope: TenantScope,
  page: { current: number; size: number },
) {
  const [found, s] = await Promise.all([repo.deskNotices(scope, page), settingsOf(scope)]);
  const companies = await repo.companiesOf(
    scope,
    found.rows.map((r) => r.id),
  );
  const authors = await userDisplayNames(
    store.db,
    found.rows.map((r) => r.author_id).filter((x): x is string => !!x),
  );
  return {
    records: found.rows.map((r) =>
      toNotice(r, s.deskName, companies.get(r.id) ?? [], r.author_id ? (authors.get(r.author_id) ?? '') : ''),
    ),
    total: found.total,
    current: page.current,
    size: page.size,
  };
}

/**
 * Writes a notice and pushes it (administrator): to every linked user of a company in the desk's
 * region (target all) or of the chosen companies, which must lie in the region. Each user gets it
 * once in chat (from the system account); the enterprise inbox reads the notice itself.
 */
export async function sendNotice(
  store: Store,
  scope: TenantScope,
  viewer: DeskViewer,
  input: {
    title: string;
    body: string;
    category: NoticeCategory;
    target: NoticeTarget;
    companyIds: string[];
  },
  send: SendChat,
  now: Date = new Date(),
): Promise<Notice> {
  requireAdmin(viewer);
  const s = await settingsOf(scope);
  if (!s.regionCode) throw bad('govRegionUnset');
  const chosen: Array<{ companyId: string; companyName: string }> = [];
  if (input.target === 'chosen')
    for (const id of [...new Set(input.companyIds)]) {
      const c = await requireCompany(store.db, id).catch(() => {
        throw bad('govCompanyNotFound');
      });
      if (!regionContains(s.regionCode, c.region_code)) throw bad('govNoticeCompanyOutside');
      chosen.push({ companyId: c.company_id, companyName: c.company_name });
    }
  const id = await repo.insertNotice(scope, {
    title: input.title,
    body: input.body,
    category: input.category,
    target: input.target,
    regionCode: s.regionCode,
    authorId: viewer.userId,
    companies: chosen,
    createdAt: now,
  });
  const users = await recipientsOf(store, s.regionCode, input.target === 'all' ? null : chosen);
  const payload = noticePayload(s.deskName, { id, ...input });
  for (const userId of users)
    await send({ recipientId: userId, clientMsgId: noticeClientId(id, userId), payload });
  await repo.setRecipients(scope, id, users.length);
  const authors = await userDisplayNames(store.db, [viewer.userId]);
  const row = (await repo.deskNotices(scope, { current: 1, size: 50 })).rows.find((r) => r.id === id)!;
  return toNotice(row, s.deskName, chosen, authors.get(viewer.userId) ?? '');
}

/** The users linked to the notice's companies: each once. */
export async function recipientsOf(
  store: Store,
  regionCode: string,
  chosen: Array<{ companyId: string }> | null,
): Promise<string[]> {
  // eslint-disable-next-line no-restricted-syntax -- the desk reaches the enterprises of its region in every organisation (user ids only)
  const unscoped = store.unscoped;
  const found = chosen
    ? await links.linkedUsers(unscoped, { companyIds: chosen.map((c) => c.companyId) })
    : (await links.linkedUsers(unscoped, { regionPrefix: regionPrefix(regionCode) })).filter((l) =>
        regionContains(regionCode, l.regionCode),
      );
  return [...new Set(found.map((f) => f.userId))];
}

/** The notices addressed to the caller's company: the region's and those naming it. */
export async function companyNoticePage(
  store: Store,
  company: { companyId: string; regionCode: string } | null,
  page: { current: number; size: number },
) {
  if (!company) return { records: [], total: 0, current: page.current, size: page.size };
  // eslint-disable-next-line no-restricted-syntax -- notices live in the desks' tenants; the caller's own company is the filter
  const unscoped = store.unscoped;
  const found = await repo.noticesForCompany(
    unscoped,
    { companyId: company.companyId, regionCodes: containingCodes(company.regionCode) },
    page,
  );
  const ids = found.rows.map((r) => r.id);
  const [companies, desks] = await Promise.all([
    repo.companiesOfAny(unscoped, ids),
    repo.deskNames(
      unscoped,
      found.rows.map((r) => r.tenant_id),
    ),
  ]);
  return {
    // Another company's name in a chosen list is the desk's business: the enterprise sees only its own.
    records: found.rows.map((r) =>
      toNotice(
        r,
        desks.get(r.tenant_id) ?? '',
        (companies.get(r.id) ?? []).filter((c) => c.companyId === company.companyId),
        '',
      ),
    ),
    total: found.total,
    current: page.current,
    size: page.size,
  };
}
