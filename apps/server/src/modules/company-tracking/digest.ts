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

/** Events a digest lists; the counts say how many there are in all. */
export const DIGEST_ITEMS = 5;
export const COMPANY_TRACKING_PATH = '/serve/compTracking';

/** A member's digest for one organisation and day: its client id makes it once only. */
export const digestId = (day: string, tenantId: string, userId: string) =>
  `company-watch-${day}-${tenantId}-${userId}`;

export interface WatchSweepResult {
  sent: number;
  failed: number;
}

/**
 * 企业监控's daily digest: one chat message from the system account to each user whose monitored
 * companies have events not yet told, then the told marks move up to what the message listed. A
 * message already stored today (a second sweep, a restart, two servers) is not sent again, and the
 * marks still move; a user whose digest fails is tried again at the next sweep.
 */
export async function sweepCompanyWatch(app: FastifyInstance, now = new Date()): Promise<WatchSweepResult> {
  const { store } = app.ctx;
  const day = todayInChina(now);
  // eslint-disable-next-line no-restricted-syntax -- who has news is read across every tenant (the sweep serves them all)
  const pairs = await repo.usersWithUntold(store.unscoped);
  let sent = 0;
  let failed = 0;
  for (const { tenant_id: tenantId, user_id: userId } of pairs) {
    try {
      // eslint-disable-next-line no-restricted-syntax -- each user's digest is made in the scope of the organisation that monitors
      const scope = store.forTenant(tenantId);
      const events = await repo.untoldEvents(scope, userId);
      const upTo = new Map<string, string>();
      for (const e of events) {
        const id = String(e.id);
        if (BigInt(id) > BigInt(upTo.get(e.company_id) ?? '0')) upTo.set(e.company_id, id);
      }
      const clientMsgId = digestId(day, tenantId, userId);
      const member = await membership(store.db, userId, tenantId);
      if (member && !(await serverMessageSent(store, SYSTEM_SENDER_ID, clientMsgId))) {
        const stored = await sendServerMessage(app, {
          senderId: SYSTEM_SENDER_ID,
          recipientId: userId,
          clientMsgId,
          payload: digestPayload(day, events),
        });
        if (stored) sent++;
      }
      await repo.markTold(scope, userId, upTo);
    } catch (err) {
      failed++;
      app.log.warn({ err, tenantId, userId }, 'company-tracking: a digest failed (tried again next sweep)');
    }
  }
  return { sent, failed };
}

export function digestPayload(
  day: string,
  events: ReadonlyArray<{
    company_id: string;
    company_name: string | null;
    kind: string;
    changed_on: string;
  }>,
): CompanyWatchPayload {
  const companies = new Set(events.map((e) => e.company_id)).size;
  const items = events.slice(0, DIGEST_ITEMS).map((e) => ({
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
    data: { day, events: events.length, companies, items, path: COMPANY_TRACKING_PATH },
    description: [`【企业监控】您监控的 ${companies} 家企业有 ${events.length} 条新动态`, ...lines].join(
      '\n',
    ),
  };
}
