import { IM_CODE } from '@platform/contracts/im/constants';
import { IM_MESSAGES } from '@platform/contracts/im/messages';

export interface MappedChatError {
  code: number;
  /** What the portal shows (empty when silent). */
  msg: string;
  /** Show nothing. */
  silent: boolean;
  /** Log in to chat again (the SDK was not ready when called, and a user is logged in). */
  relogin: boolean;
}

/** The SDK's "SDK is not ready" code: the message about unreasonable call timing. */
export const TENCENT_SDK_NOT_READY = 2999;

/** The SDK's message text for it (v2 Chinese; v3 localizes it): '接口调用时机不合理，请等待 SDK 处于 ready 状态后再调用'. */
const TIMING = /调用时机不合理|call timing|timing of (the )?(api|interface) call/i;

function codeOf(err: unknown): number {
  const raw = (err as { code?: unknown } | null | undefined)?.code;
  const n = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isFinite(n) ? n : -1;
}

function messageOf(err: unknown): string {
  if (typeof err === 'string') return err;
  const m = (err as { message?: unknown } | null | undefined)?.message;
  return typeof m === 'string' ? m : '';
}

/**
 * Chat send errors as spec 1 §8 says: 10007 and 10004 show 'you or they are no longer in the
 * group', 20003 'the sender or receiver does not exist', 80002 and the call-timing message are
 * silent (the timing message logs in to chat again when a user id exists), 'Network Error' is
 * ignored, anything else shows its own message.
 */
export function mapTencentError(
  err: unknown,
  options: { locale?: 'zh' | 'en'; userId?: string | null } = {},
): MappedChatError {
  const locale = options.locale ?? 'zh';
  const code = codeOf(err);
  const message = messageOf(err);
  if (code === IM_CODE.notGroupMember || code === IM_CODE.groupGone)
    return { code, msg: IM_MESSAGES.notGroupMember[locale], silent: false, relogin: false };
  if (code === IM_CODE.userMissing)
    return { code, msg: IM_MESSAGES.userMissing[locale], silent: false, relogin: false };
  if (code === IM_CODE.tooLarge) return { code, msg: '', silent: true, relogin: false };
  if (code === TENCENT_SDK_NOT_READY || TIMING.test(message))
    return { code, msg: '', silent: true, relogin: Boolean(options.userId) };
  if (message.includes('Network Error')) return { code, msg: '', silent: true, relogin: false };
  return { code, msg: message || `Error ${code}`, silent: false, relogin: false };
}
