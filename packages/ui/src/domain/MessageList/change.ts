import { needsTimeSeparator, type ChatTime } from '../../helpers/chat';

/** How the message array changed between two renders. */
export type MessageChange =
  | { kind: 'same' }
  | { kind: 'prepend'; added: number }
  | { kind: 'append'; added: number; mine: boolean }
  | { kind: 'reset' };

/**
 * Prepend: the old first message is still there, further down (older page loaded). Append: the old
 * last message is still there with more after it (new messages). Same: the ends did not move
 * (a status or content update). Anything else (another conversation) is a reset.
 */
export function classifyChange(
  before: ReadonlyArray<{ id: string; mine: boolean }>,
  after: ReadonlyArray<{ id: string; mine: boolean }>,
): MessageChange {
  if (before.length === 0) return after.length === 0 ? { kind: 'same' } : { kind: 'reset' };
  if (after.length === 0) return { kind: 'reset' };
  const first = before[0]!.id;
  const last = before[before.length - 1]!.id;
  const lastAfter = after[after.length - 1]!;
  if (after[0]!.id === first && lastAfter.id === last) return { kind: 'same' };
  if (lastAfter.id === last) {
    const at = after.findIndex((m) => m.id === first);
    return at > 0 ? { kind: 'prepend', added: at } : { kind: 'reset' };
  }
  const at = after.findIndex((m) => m.id === last);
  if (at >= 0) {
    const added = after.slice(at + 1);
    return { kind: 'append', added: added.length, mine: added.some((m) => m.mine) };
  }
  return { kind: 'reset' };
}

/**
 * Which messages show a time separator above them. A message keeps the decision it had when it
 * first appeared (`kept`): a separator that went when an older page arrived would shrink a row at
 * the top of the view, and the view would jump by its height (virtua keeps rows above the view in
 * place, not the one the view starts in). So the first message of a page keeps its time.
 */
export function timeSeparators(
  messages: ReadonlyArray<{ id: string; time: ChatTime }>,
  kept: ReadonlyMap<string, boolean>,
): Map<string, boolean> {
  const decided = new Map<string, boolean>();
  messages.forEach((m, i) =>
    decided.set(m.id, kept.get(m.id) ?? needsTimeSeparator(messages[i - 1]?.time, m.time)),
  );
  return decided;
}
