import { checkPhone, type PhoneCheck } from '@platform/contracts';

const PHONE_MESSAGES: Record<Exclude<PhoneCheck, 'ok'>, string> = {
  empty: '手机号码不能为空',
  length: '手机号码长度不为11位',
  format: '手机号码格式不正确',
};

/** The spec 1 §5 message for a phone input, or '' when valid. Rules come from @platform/contracts. */
export function phoneError(value: string): string {
  const result = checkPhone(value);
  return result === 'ok' ? '' : PHONE_MESSAGES[result];
}
