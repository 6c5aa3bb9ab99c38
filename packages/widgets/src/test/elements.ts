import { onTestFinished } from 'vitest';

/** jsdom helpers for the widgets' element tests. */

/** Waits (up to 5 s) for `check`, else fails naming `what`. */
export async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

/** The text the widget rendered in its shadow root. */
export const shadowText = (el: HTMLElement) => el.shadowRoot!.querySelector('.root')!.textContent ?? '';

export const shadowButtons = (el: HTMLElement) => Array.from(el.shadowRoot!.querySelectorAll('button'));

/** Events of one type that reach the document (they bubble out of the shadow root), for this test. */
export function collectEvents(type: string): CustomEvent[] {
  const seen: CustomEvent[] = [];
  const listener = (event: Event) => seen.push(event as CustomEvent);
  document.addEventListener(type, listener);
  onTestFinished(() => document.removeEventListener(type, listener));
  return seen;
}

/** The element with these attributes, as a page writes it, in the document. */
export function placeElement(tag: string, attributes: Record<string, string>): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}
