import { randomInt } from 'node:crypto';
import type { TencentImConfig } from '../../../config';
import { userSig } from './usersig';

/** The part of fetch the client uses: injected so tests answer from a recorded fake. */
export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** Every answer of Tencent's server API carries these (plus the command's own fields). */
export interface TencentReply {
  ActionStatus: 'OK' | 'FAIL';
  ErrorCode: number;
  ErrorInfo?: string;
  ErrorDisplay?: string;
  [field: string]: unknown;
}

export class TencentApiError extends Error {
  constructor(
    readonly command: string,
    /** Tencent's ErrorCode, or the HTTP status, or 0 for a network failure. */
    readonly code: number,
    message: string,
  ) {
    super(`${command}: ${code} ${message}`);
  }
}

export interface TencentRestClient {
  /** POSTs `body` to v4/<command> (e.g. 'sns/friend_add'); resolves on ActionStatus OK. */
  call(command: string, body: Record<string, unknown>): Promise<TencentReply>;
}

export interface RestClientOptions {
  fetch?: FetchLike;
  now?: () => number;
  /** Per request; default 10 s. */
  timeoutMs?: number;
}

/**
 * Tencent's server API: https://console.tim.qq.com/v4/<service>/<command>?sdkappid=&identifier=
 * &usersig=&random=&contenttype=json, a JSON POST signed with the administrator's UserSig.
 * The administrator's ticket is signed for a day and renewed an hour before it expires.
 */
export function createTencentRestClient(
  cfg: TencentImConfig,
  options: RestClientOptions = {},
): TencentRestClient {
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let admin: { userSig: string; expireAt: number } | undefined;

  function adminSig(): string {
    if (!admin || admin.expireAt - now() < 3600_000) admin = userSig(cfg, cfg.admin, 86_400, now());
    return admin.userSig;
  }

  return {
    async call(command, body) {
      const query = new URLSearchParams({
        sdkappid: String(cfg.sdkAppId),
        identifier: cfg.admin,
        usersig: adminSig(),
        random: String(randomInt(0, 2 ** 32 - 1)),
        contenttype: 'json',
      });
      const url = `${cfg.apiBase}/v4/${command}?${query.toString()}`;
      let res: Awaited<ReturnType<FetchLike>>;
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new TencentApiError(command, 0, err instanceof Error ? err.message : String(err));
      }
      if (!res.ok) throw new TencentApiError(command, res.status, `HTTP ${res.status}`);
      const reply = (await res.json().catch(() => undefined)) as TencentReply | undefined;
      if (!reply || typeof reply !== 'object' || typeof reply.ActionStatus !== 'string')
        throw new TencentApiError(command, res.status, 'not a Tencent reply');
      if (reply.ActionStatus !== 'OK' || (reply.ErrorCode ?? 0) !== 0)
        throw new TencentApiError(command, reply.ErrorCode, reply.ErrorInfo ?? 'FAIL');
      return reply;
    },
  };
}
