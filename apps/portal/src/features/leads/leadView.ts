import type { TagTone } from '@platform/ui';
import type { LeadList, LeadStatus } from './leadsApi';

/** A lead's status as a tag colour. */
export function statusTone(status: LeadStatus): TagTone {
  if (status === 'converted') return 'success';
  if (status === 'invalid') return 'danger';
  if (status === 'interested') return 'warning';
  return status === 'new' ? 'brand' : 'neutral';
}

const day = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Whether a next follow-up date is overdue (before today), due (today) or later / none. */
export function dueState(next: string | null | undefined, now = new Date()): 'overdue' | 'due' | null {
  if (!next) return null;
  const date = next.slice(0, 10);
  const todayText = day(now);
  if (date < todayText) return 'overdue';
  return date === todayText ? 'due' : null;
}

/** How the user sees a list: their own, shared with them by name, or the organisation's. */
export function listScope(list: LeadList, selfId: string | undefined): 'owned' | 'shared' | 'org' {
  if (list.ownerId === selfId) return 'owned';
  return list.share === 'organisation' ? 'org' : 'shared';
}
