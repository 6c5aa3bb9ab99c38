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
