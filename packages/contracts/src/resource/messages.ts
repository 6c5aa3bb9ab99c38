import type { MessageTable } from '../messageTable';

/** SMS code messages of the resource service. */
export const RESOURCE_MESSAGES = {
  smsCodeInvalid: { zh: '短信验证码不正确或已过期', en: 'The SMS code is wrong or expired' },
  smsTooFrequent: { zh: '发送过于频繁，请稍后再试', en: 'Codes are sent too often; please wait a moment' },
  smsSent: { zh: '验证码已发送', en: 'Verification code sent' },
} as const satisfies MessageTable;
