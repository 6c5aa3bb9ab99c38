import type { FastifyInstance } from 'fastify';
import {
  COMPANY_EVENT_KIND_NAMES,
  SYSTEM_SENDER_ID,
  type CompanyEventKind,
  type CompanyWatchPayload,
} from '@platform/contracts';
import { todayInChina } from '../../lib/china-time';
import { membership } from '../accounts';
import { sendServerMessage, serverMessageSent } from '../im';
import * as repo from './repo';

/** Events a digest lists; the counts say how many there are (up to DIGEST_CAP). */
export const DIGEST_ITEMS = 5;
export const DIGEST_CAP = 10_000;
export const INDUSTRY_TRACKING_PATH = '/serve/induTracking';

/** A member's digest for one organisation and day: its client id makes it once only. */
export const digestId = (day: string, tenantId: string, userId: string) =>
  `industry-watch-${day}-${tenantId}-${userId}`;

export interface IndustrySweepResult {
  sent: number;
  failed: number;
}

/**
 * 产业追踪's daily digest, as 企业监控's: one chat message from the system account to each user whose
 * follows have events not yet told, then every follow of theirs is told up to the newest event the
 * sweep started from. Once a day per user and organisation (the client id); a failed user is tried
 * again at the next sweep. The message is 企业监控's companyWatch payload (same shape, drawn by the
 * same card), its path leading to /serve/induTracking.
 */
export async function sweepIndustryWatch(
  app: FastifyInstance,
  now = new Date(),
): Promise<IndustrySweepResult> {
  const { store } = app.ctx;
  const day = todayInChina(now);
  // eslint-disable-next-line no-restricted-syntax -- the newest event and who has news are read across every tenant
  const unscoped = store.unscoped;
  const upTo = await repo.newestEventId(unscoped);
  const pairs = await repo.usersWithUntold(unscoped, upTo);
  let sent = 0;
  let failed = 0;
  for (const { tenant_id: tenantId, user_id: userId } of pairs) {
    try {
      // eslint-disable-next-line no-restricted-syntax -- each user's digest is made in the scope of the organisation that follows
      const scope = store.forTenant(tenantId);
      const follows = await repo.follows(scope, userId);
      const news = await repo.untold(scope, follows, upTo, DIGEST_ITEMS, DIGEST_CAP);
      const clientMsgId = digestId(day, tenantId, userId);
      const member = await membership(store.db, userId, tenantId);
      if (news.events > 0 && member && !(await serverMessageSent(store, SYSTEM_SENDER_ID, clientMsgId))) {
        const stored = await sendServerMessage(app, {
          senderId: SYSTEM_SENDER_ID,
          recipientId: userId,
          clientMsgId,
          payload: digestPayload(day, news),
        });
        if (stored) sent++;
      }
      await repo.markTold(scope, userId, upTo);
    } catch (err) {
      failed++;
      app.log.warn({ err, tenantId, userId }, 'industry-tracking: a digest failed (tried again next sweep)');
    }
  }
  return { sent, failed };
}

export function digestPayload(
  day: string,
  news: {
    events: number;
    companies: number;
    items: ReadonlyArray<{
      company_id: string;
      company_name: string | null;
      kind: string;
      changed_on: string;
    }>;
  },
): CompanyWatchPayload {
  const items = news.items.map((e) => ({
    companyId: e.company_id,
    companyName: e.company_name ?? e.company_id,
    kind: e.kind,
    changedOn: e.changed_on,
  }));
  const lines = items.map(
    (i) =>
      `${i.companyName}：${COMPANY_EVENT_KIND_NAMES[i.kind as CompanyEventKind] ?? i.kind}（${i.changedOn}）`,
  );
  return {
    kind: 'companyWatch',
    data: {
      day,
      events: news.events,
      companies: news.companies,
      items,
      path: INDUSTRY_TRACKING_PATH,
      source: 'industry',
    },
    description: [
      `【产业追踪】您关注的产业链和地区有 ${news.companies} 家企业的 ${news.events} 条新动态`,
      ...lines,
    ].join('\n'),
  };
}
