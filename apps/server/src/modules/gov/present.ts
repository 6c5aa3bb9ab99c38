import {
  fileUrl,
  type Appeal,
  type AppealDetail,
  type AppealEventKind,
  type GovAttachment,
  type GovCategory,
  type AppealState,
} from '@platform/contracts';
import type { Q } from '../../db/kysely';
import { userDisplayNames } from '../accounts';
import type { AppealRow, EventRow } from './appeals-repo';
import { chinaDateOf, chinaTime } from './time';

/** Names the appeals and events show: people, departments and desks. */
export interface Names {
  users: Map<string, string>;
  departments: Map<string, string>;
  desks: Map<string, string>;
}

export async function namesFor(
  db: Q,
  rows: readonly AppealRow[],
  events: readonly EventRow[],
  departments: Map<string, string>,
  desks: Map<string, string>,
): Promise<Names> {
  const ids = [
    ...rows.flatMap((r) => [r.submitter_user_id, r.assignee_id]),
    ...events.flatMap((e) => [e.actor_id, e.assignee_id]),
  ].filter((x): x is string => !!x);
  return { users: await userDisplayNames(db, [...new Set(ids)]), departments, desks };
}

const OPEN = new Set(['submitted', 'accepted', 'assigned']);

/** Open past its deadline, or answered after it (China dates). */
export function isOverdue(r: Pick<AppealRow, 'state' | 'deadline' | 'answered_at'>, today: string): boolean {
  if (OPEN.has(r.state)) return today > r.deadline;
  return r.answered_at !== null && chinaDateOf(r.answered_at) > r.deadline;
}

export function toAppeal(r: AppealRow, n: Names, today: string): Appeal {
  return {
    appealId: r.id,
    deskName: n.desks.get(r.tenant_id) ?? '',
    companyId: r.company_id,
    companyName: r.company_name,
    category: r.category as GovCategory,
    title: r.title,
    content: r.content,
    contactName: r.contact_name,
    contactPhone: r.contact_phone,
    submitterName: n.users.get(r.submitter_user_id) ?? '',
    state: r.state as AppealState,
    departmentId: r.department_id,
    departmentName: r.department_id ? (n.departments.get(r.department_id) ?? '') : '',
    assigneeId: r.assignee_id,
    assigneeName: r.assignee_id ? (n.users.get(r.assignee_id) ?? '') : '',
    answer: r.answer,
    rejectReason: r.reject_reason,
    deadline: r.deadline,
    overdue: isOverdue(r, today),
    rating: r.rating,
    ratingComment: r.rating_comment,
    createdAt: chinaTime(r.created_at),
    answeredAt: r.answered_at ? chinaTime(r.answered_at) : null,
  };
}

export function attachmentsOf(json: string): Array<GovAttachment & { url: string }> {
  try {
    const list = JSON.parse(json) as GovAttachment[];
    return Array.isArray(list) ? list.map((a) => ({ ...a, url: fileUrl(a.fileId) })) : [];
  } catch {
    return [];
  }
}

export function toDetail(r: AppealRow, events: readonly EventRow[], n: Names, today: string): AppealDetail {
  return {
    ...toAppeal(r, n, today),
    attachments: attachmentsOf(r.attachments),
    events: events.map((e) => ({
      kind: e.kind as AppealEventKind,
      side: e.side,
      actorName: e.actor_id ? (n.users.get(e.actor_id) ?? '') : '',
      text: e.text,
      departmentName: e.department_id ? (n.departments.get(e.department_id) ?? '') : '',
      assigneeName: e.assignee_id ? (n.users.get(e.assignee_id) ?? '') : '',
      time: chinaTime(e.created_at),
    })),
  };
}
