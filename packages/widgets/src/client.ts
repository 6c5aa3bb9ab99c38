import {
  isSuccessCode,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type Envelope,
} from '@platform/contracts';
// Sent on every call when the `customer` attribute is set.
import { CUSTOMER_HEADER } from '@platform/contracts/widget/routes';

/**
 * The widgets' API client: fetch only (no Redux, no zod at run time), requests built from the
 * contract route objects, `data` out of the `{ code, data, msg }` envelope or a WidgetApiError.
 */

export type WidgetApiErrorKind = 'network' | 'http' | 'code' | 'body' | 'auth' | 'aborted';

export class WidgetApiError extends Error {
  override readonly name = 'WidgetApiError';
  constructor(
    readonly kind: WidgetApiErrorKind,
    message: string,
    /** The envelope's code, or the HTTP status when there is no envelope. */
    readonly code?: number,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  /** The platform's origin (the loader's), e.g. https://platform.example.com. */
  baseUrl: string;
  locale?: 'zh' | 'en';
  /** The customer (white-label) whose partner origins the server checks this page's origin against. */
  customer?: string;
  /** A bearer token for `auth: 'user'` routes; widgets are anonymous until one is given. */
  token?: () => string | undefined;
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface ApiClient {
  call<E extends Endpoint>(
    endpoint: E,
    input?: EndpointInput<E>,
    options?: CallOptions,
  ): Promise<EndpointOutput<E>>;
}

export function buildRequest(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  baseUrl: string,
  input: Record<string, unknown> = {},
): { url: string; body?: string } {
  const url = new URL(endpoint.path, baseUrl);
  if (endpoint.method === 'GET') {
    for (const [key, value] of Object.entries(input)) {
      if (value !== undefined && value !== null) url.searchParams.append(key, String(value));
    }
    return { url: url.href };
  }
  return { url: url.href, body: JSON.stringify(input) };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    async call(endpoint, input, { signal } = {}) {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (options.locale) headers['Accept-Language'] = options.locale === 'en' ? 'en' : 'zh-CN';
      if (options.customer) headers[CUSTOMER_HEADER] = options.customer;
      const token = options.token?.();
      if (endpoint.auth === 'user') {
        if (!token) throw new WidgetApiError('auth', `${endpoint.path} needs a signed-in user`);
      }
      // Public routes take the token too: the answer may depend on who asks (followed, own card).
      if (token) headers.Authorization = `Bearer ${token}`;
      const { url, body } = buildRequest(endpoint, options.baseUrl, input as Record<string, unknown>);
      if (body !== undefined) headers['Content-Type'] = 'application/json';

      let response: Response;
      try {
        response = await doFetch(url, {
          method: endpoint.method,
          headers,
          body,
          signal,
          credentials: 'omit',
        });
      } catch (error) {
        if (signal?.aborted) throw new WidgetApiError('aborted', 'aborted');
        throw new WidgetApiError('network', error instanceof Error ? error.message : String(error));
      }
      let envelope: Partial<Envelope<unknown>> | undefined;
      try {
        envelope = (await response.json()) as Partial<Envelope<unknown>>;
      } catch {
        envelope = undefined;
      }
      if (!envelope || typeof envelope.code !== 'number') {
        const kind = response.ok ? 'body' : 'http';
        throw new WidgetApiError(
          kind,
          `${response.status} ${response.statusText}`.trim(),
          response.status,
          response.status,
        );
      }
      if (!response.ok || !isSuccessCode(envelope.code)) {
        throw new WidgetApiError('code', envelope.msg ?? '', envelope.code, response.status);
      }
      return envelope.data as EndpointOutput<typeof endpoint>;
    },
  };
}
