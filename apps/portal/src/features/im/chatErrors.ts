import { IM_CODE } from '@platform/contracts/im/constants';

/** How the chat shows a refused or failed chat call (spec 1 §8 Chat send errors). */
export interface ChatErrorView {
  /** The text to toast, or null when the error stays silent. */
  text: string | null;
  /** True when the chat should log in again (the "unreasonable call timing" message). */
  relogin: boolean;
}

const NOT_MEMBER_ZH = '您或对方已不是群成员，请刷新页面。';
const USER_MISSING_ZH = '消息发送方或接收方不存在，请检查用户是否存在。';
const TIMING = /timing|时机|not\s*ready|未就绪|unreasonable/i;

/**
 * 10007 and 10004 → the not-a-member text; 20003 → the no-such-user text; 80002 and timing
 * messages stay silent (timing asks for a chat re-login); 'Network Error' is ignored; anything
 * else shows its own message. `translate` gives the current language's copy for a known code.
 */
export function chatErrorView(
  error: { code?: number; msg?: string; message?: string },
  translate: (key: 'notGroupMember' | 'userMissing') => string = (key) =>
    key === 'notGroupMember' ? NOT_MEMBER_ZH : USER_MISSING_ZH,
): ChatErrorView {
  const text = error.msg ?? error.message ?? '';
  if (text === 'Network Error') return { text: null, relogin: false };
  if (error.code === IM_CODE.notGroupMember || error.code === IM_CODE.groupGone)
    return { text: translate('notGroupMember'), relogin: false };
  if (error.code === IM_CODE.userMissing) return { text: translate('userMissing'), relogin: false };
  if (error.code === IM_CODE.tooLarge) return { text: null, relogin: false };
  if (TIMING.test(text)) return { text: null, relogin: true };
  return { text: text || null, relogin: false };
}
