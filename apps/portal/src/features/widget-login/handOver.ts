import { WIDGET_TOKEN_MESSAGE } from '@platform/contracts/widget/routes';

/** The message the widgets' session.ts waits for. */
export const TOKEN_MESSAGE = WIDGET_TOKEN_MESSAGE;

export interface HandOverTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The partner page's origin from the popup's query: exact scheme://host[:port] only. */
export function partnerOrigin(search: string): string | null {
  const value = new URLSearchParams(search).get('origin') ?? '';
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

/** Posts the token to the opener, to the partner's origin only (never '*'). */
export function handOver(
  opener: HandOverTarget,
  origin: string,
  session: { token: string; userId: string; expiresAt: number },
): void {
  opener.postMessage({ type: TOKEN_MESSAGE, session }, origin);
}
