import type { SocialSource } from '@platform/contracts';

/** Who the provider says signed in: its stable id for this app, and what may be shown. */
export interface SocialIdentity {
  openId: string;
  nickname: string;
  avatar: string;
}

/** One OAuth 2.0 provider (or the sandbox playing it). */
export interface SocialProvider {
  source: SocialSource;
  sandbox: boolean;
  /** Where the browser goes to authorise; the provider sends it back to `redirectUri`. */
  authorizeUrl(p: { state: string; redirectUri: string; locale: 'zh' | 'en' }): string;
  /** The authorisation code for the identity; throws SocialCodeError when the provider refuses. */
  exchange(p: { code: string; redirectUri: string }): Promise<SocialIdentity>;
}

/** The provider refused the code (used, expired, forged) or answered nothing usable. */
export class SocialCodeError extends Error {}

export type Fetch = typeof fetch;

/** GET or POST a provider's JSON; a transport failure or a non-JSON answer is a refusal. */
export async function providerJson(
  fetchFn: Fetch,
  url: string,
  init?: RequestInit,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new SocialCodeError(`provider unreachable: ${(error as Error).message}`);
  }
  const text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') return body as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new SocialCodeError(`provider answered ${response.status} without JSON`);
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
