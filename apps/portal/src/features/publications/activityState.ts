/** Where an activity stands for a reader, in the order a card shows it (ended wins over full). */
export type ActivityState = 'open' | 'full' | 'closed' | 'ended';

export interface ActivityTimes {
  activityStart: string | null;
  activityEnd: string | null;
  activityCapacity: number | null;
  registrationDeadline: string | null;
  registrationCount: number;
}

const at = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/**
 * The server's rules (registrations.ts): registration is open before the deadline and before the
 * start, while seats remain; an activity has ended after its end (or its start, without an end).
 */
export function activityState(a: ActivityTimes, now = Date.now()): ActivityState {
  const start = at(a.activityStart);
  const ends = at(a.activityEnd) ?? start;
  const deadline = at(a.registrationDeadline);
  if (ends !== null && ends < now) return 'ended';
  if ((deadline !== null && deadline <= now) || (start !== null && start <= now)) return 'closed';
  if (a.activityCapacity !== null && a.registrationCount >= a.activityCapacity) return 'full';
  return 'open';
}

/** A registration may be cancelled until the activity starts. */
export const cancellable = (activityStart: string | null, now = Date.now()) =>
  activityStart === null || Date.parse(activityStart) > now;
