import type { FastifyInstance } from 'fastify';
import { SYSTEM_SENDER_ID } from '@platform/contracts';
import { chinaHour, todayInChina } from '../../lib/china-time';
import { projectStepAssigneesDue } from '../attract';
import { taskAssigneesDue } from '../customers';
import { serverMessageSent, sendServerMessage } from '../im';
import { leadAssigneesDue } from '../leads';
import { digestFor } from './digest';

export interface SweepResult {
  day: string;
  /** Reminders stored by this sweep. */
  sent: number;
  /** Members whose reminder could not be made or stored (retried by the next sweep). */
  failed: number;
}

/** A member's reminder for one organisation and day: its client id makes it once only. */
export const reminderId = (day: string, tenantId: string, userId: string) =>
  `work-reminder-${day}-${tenantId}-${userId}`;

/**
 * Sends today's work reminders (China time): one chat message from the system account to each
 * member with open leads or tasks due by today, per organisation. Once per member, organisation
 * and day however often it runs, on however many servers (the message's client id is unique per
 * sender); a member whose reminder fails does not stop the others, and is tried again next time.
 */
export async function sweepReminders(app: FastifyInstance, now = new Date()): Promise<SweepResult> {
  const { store } = app.ctx;
  const day = todayInChina(now);
  // eslint-disable-next-line no-restricted-syntax -- who has work due is read across every tenant (the sweep serves them all)
  const unscoped = store.unscoped;
  const pairs = new Map<string, { tenantId: string; userId: string }>();
  const [withLeads, withTasks, withSteps] = await Promise.all([
    leadAssigneesDue(unscoped, now),
    taskAssigneesDue(unscoped, now),
    projectStepAssigneesDue(unscoped, now),
  ]);
  for (const p of [...withLeads, ...withTasks, ...withSteps]) pairs.set(`${p.tenantId}/${p.userId}`, p);
  let sent = 0;
  let failed = 0;
  for (const { tenantId, userId } of pairs.values()) {
    const clientMsgId = reminderId(day, tenantId, userId);
    try {
      if (await serverMessageSent(store, SYSTEM_SENDER_ID, clientMsgId)) continue;
      // eslint-disable-next-line no-restricted-syntax -- each member's reminder is made in the scope of the organisation the work is in
      const payload = await digestFor(store.db, store.forTenant(tenantId), userId, now);
      if (!payload) continue;
      if (
        await sendServerMessage(app, {
          senderId: SYSTEM_SENDER_ID,
          recipientId: userId,
          clientMsgId,
          payload,
        })
      )
        sent++;
    } catch (err) {
      failed++;
      app.log.warn({ err, tenantId, userId }, 'reminders: a work reminder failed (tried again next sweep)');
    }
  }
  return { day, sent, failed };
}

/** Whether the day's reminders are due: at or after the configured hour, China time. */
export const reminderHourReached = (now: Date, hour: number) => chinaHour(now) >= hour;
