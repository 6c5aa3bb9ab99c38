import {
  ASSOCIATION_LIMITS as L,
  fenToYuan,
  type AssocDuesPayload,
  type AssociationDuesRemind,
} from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { todayInChina } from '../../lib/china-time';
import type { ServerMessage } from '../im';
import { requireAdmin, type Viewer } from './access';
import * as repo from './dues-repo';
import { soonUntil } from './dues';

/** Stores one server message in a user's chat (im's sendServerMessage): true when stored now. */
export type SendChat = (m: Omit<ServerMessage, 'senderId'>) => Promise<boolean>;

/** One message per dues and China day: a second click, or two administrators at once, send nothing more. */
export const duesReminderClientId = (duesId: string, day: string) => `assoc-dues-${duesId}-${day}`;

/** The chat message of a dues reminder (contracts AssocDuesPayload): amounts in fen, the due day. */
export function duesReminderPayload(
  associationName: string,
  d: { id: string; year: number; amount_fen: number; due_date: string; company_name: string },
  overdue: boolean,
): AssocDuesPayload {
  const amount = fenToYuan(d.amount_fen).toFixed(2);
  const when = overdue ? `已于 ${d.due_date} 到期，请尽快缴纳` : `将于 ${d.due_date} 到期，请按时缴纳`;
  return {
    kind: 'assocDues',
    data: {
      duesId: d.id,
      associationName,
      companyName: d.company_name,
      year: d.year,
      amountFen: d.amount_fen,
      dueDate: d.due_date,
      overdue,
    },
    description: `【${associationName}】会费提醒：${d.company_name} ${d.year} 年度会费 ${amount} 元${when}。`,
  };
}

/**
 * 发送催缴提醒 (docs/association.md "Dues"): the contact user of each active member whose dues are
 * overdue or due within ASSOCIATION_LIMITS.duesSoonDays gets a chat message from the system
 * account, once per dues and day. Members added by hand have no platform user and are counted.
 */
export async function remindDues(
  scope: TenantScope,
  viewer: Viewer,
  associationName: string,
  send: SendChat,
  now = new Date(),
): Promise<AssociationDuesRemind> {
  requireAdmin(viewer);
  const day = todayInChina(now);
  const due = await repo.duesToRemind(scope, soonUntil(now), L.duesRemindMax);
  const out = { day, reminded: 0, already: 0, noContact: 0 };
  for (const d of due) {
    if (!d.contact_user_id) {
      out.noContact += 1;
      continue;
    }
    const sent = await send({
      recipientId: d.contact_user_id,
      clientMsgId: duesReminderClientId(d.id, day),
      payload: duesReminderPayload(associationName, d, d.due_date < day),
    });
    if (sent) out.reminded += 1;
    else out.already += 1;
  }
  return out;
}
