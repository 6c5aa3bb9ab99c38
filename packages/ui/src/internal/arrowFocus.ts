import type { KeyboardEvent } from 'react';

const KEYS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, ArrowRight: 1, ArrowLeft: -1 };

/**
 * Moves focus between the enabled buttons inside the handler's element with the arrow keys
 * (vertical lists use Up/Down, rows Left/Right). Returns the newly focused button, if any.
 */
export function arrowFocus(
  event: KeyboardEvent<HTMLElement>,
  axis: 'vertical' | 'horizontal',
): HTMLButtonElement | null {
  const vertical = event.key === 'ArrowDown' || event.key === 'ArrowUp';
  if (!(event.key in KEYS) || vertical !== (axis === 'vertical')) return null;
  const buttons = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
  );
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return null;
  event.preventDefault();
  const next = buttons[(index + KEYS[event.key]! + buttons.length) % buttons.length]!;
  next.focus();
  return next;
}
