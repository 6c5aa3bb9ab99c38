import { REQUEST_TIMEOUT_MS } from '@platform/contracts';
import { BASIC_AUTHORIZATION } from './clientCredentials';

export interface RequestArgs {
  url: string;
  method?: 'GET' | 'POST';
  params?: Record<string, unknown>;
  body?: unknown;
  /** Send the body as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
  headers?: Record<string, string>;
  /**
   * A failure of this call shows no error toast (spec 2 §8: company detail and report generation
   * fail silently and loading just ends). Login and purchase prompts still open.
   */
  silent?: boolean;
}

export type TransportResult =
  | { kind: 'response'; httpStatus: number; body: unknown; headers: Headers }
  | { kind: 'timeout' }
  /** The caller cancelled (a superseded query): nothing to show. */
  | { kind: 'aborted' }
  | { kind: 'network'; message: string };

export function toSearch(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function encodeBody(args: RequestArgs): { body?: BodyInit; contentType?: string } {
  if (args.body === undefined || args.method !== 'POST') return {};
  if (args.form) {
    return {
      body: toSearch(args.body as Record<string, unknown>).slice(1),
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  return { body: JSON.stringify(args.body), contentType: 'application/json' };
}

/**
 * One HTTP call under /api with the client header, optional bearer token and the 100 s timeout;
 * `cancel` (the query's own signal) aborts the HTTP request too.
 */
export async function send(
  args: RequestArgs,
  token: string,
  language: string,
  cancel?: AbortSignal,
): Promise<TransportResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const onCancel = () => controller.abort();
  if (cancel?.aborted) return { kind: 'aborted' };
  cancel?.addEventListener('abort', onCancel, { once: true });
  const { body, contentType } = encodeBody(args);
  const headers: Record<string, string> = {
    Authorization: BASIC_AUTHORIZATION,
    'Accept-Language': language,
    ...args.headers,
  };
  if (contentType) headers['Content-Type'] = contentType;
  // One Authorization header only: the user's bearer token replaces the client's Basic pair.
  if (token && !args.headers?.Authorization) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(`${args.url}${toSearch(args.params)}`, {
      method: args.method ?? 'GET',
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { kind: 'response', httpStatus: response.status, body: parsed, headers: response.headers };
  } catch (error) {
    if (cancel?.aborted) return { kind: 'aborted' };
    if (controller.signal.aborted) return { kind: 'timeout' };
    return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
    cancel?.removeEventListener('abort', onCancel);
  }
}
