import type { Config, TencentImConfig } from '../../../config';
import { createTencentMirror, noopMirror, type ImMirror, type MirrorOptions } from './mirror';
import { userSig } from './usersig';

export type { TencentImConfig } from '../../../config';
export { noopMirror, createTencentMirror } from './mirror';
export type { ImMirror, MirrorLogger, MirrorOptions } from './mirror';
export { createTencentRestClient, TencentApiError } from './rest';
export type { FetchLike, TencentReply, TencentRestClient } from './rest';
export { userSig, decodeUserSig, verifyUserSig, IM_IDENTIFIER } from './usersig';
export type { SigningKey, UserSigCheck, UserSigDoc } from './usersig';

/**
 * Tencent Cloud Chat is used only when both TENCENT_IM_SDK_APP_ID and TENCENT_IM_SECRET_KEY are
 * set (config.ts refuses one without the other); otherwise undefined: our own WebSocket service.
 */
export function tencentConfigFrom(config: Pick<Config, 'tencentIm'>): TencentImConfig | undefined {
  return config.tencentIm;
}

/** The start-up log line of the chat transport choice. */
export function describeChatTransport(config: Pick<Config, 'tencentIm'>): string {
  const t = tencentConfigFrom(config);
  return t
    ? `chat transport: tencent (sdkAppId ${t.sdkAppId}, admin ${t.admin}, api ${t.apiBase}); friend and group changes mirrored`
    : 'chat transport: platform (own WebSocket service); Tencent Cloud Chat not configured';
}

/** The mirror of the configured transport: Tencent's, or the no-op one. */
export function createImMirror(config: Pick<Config, 'tencentIm'>, options: MirrorOptions): ImMirror {
  const t = tencentConfigFrom(config);
  return t ? createTencentMirror(t, options) : noopMirror;
}

export interface SdkAppInfo {
  /** 0 with our own transport (the portal then opens the platform socket). */
  sdkAppId: number;
  transport: 'tencent' | 'platform';
  /** Tencent only: the user's login ticket and when it expires (ms since the epoch). */
  userSig?: string;
  expireAt?: number;
}

/**
 * What `getsdkAppID` answers (spec 1 §7, data.sdkAppId): the Tencent app id and a fresh UserSig
 * for the caller's IM account, or the platform transport. `imUserId` is the caller's IM account.
 */
export function sdkAppInfo(
  config: Pick<Config, 'tencentIm'>,
  imUserId: string,
  nowMs: number = Date.now(),
): SdkAppInfo {
  const t = tencentConfigFrom(config);
  if (!t) return { sdkAppId: 0, transport: 'platform' };
  const sig = userSig(t, imUserId, t.userSigTtlSeconds, nowMs);
  return { sdkAppId: t.sdkAppId, transport: 'tencent', userSig: sig.userSig, expireAt: sig.expireAt };
}
