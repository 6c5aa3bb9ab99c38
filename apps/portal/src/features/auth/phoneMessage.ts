import { checkPhone, type PhoneCheck } from '@platform/contracts/phone';

/** i18n key of the phone message of spec 1 §5, or null when the phone is valid. */
export function phoneMessageKey(value: string): `phone.${Exclude<PhoneCheck, 'ok'>}` | null {
  const result = checkPhone(value);
  return result === 'ok' ? null : `phone.${result}`;
}
