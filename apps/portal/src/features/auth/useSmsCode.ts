import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_RESEND_SECONDS } from '@platform/contracts/constants';
import { phoneMessageKey } from './phoneMessage';
import { useCountdown } from './useCountdown';

export type SendSms = (arg: { phone: string }) => PromiseLike<{ data: { id: string } } | { error: unknown }>;

/**
 * One SMS verification: checks the phone (spec 1 §5 messages), sends the code, keeps its id
 * and runs the 60 s resend countdown.
 */
export function useSmsCode(send: SendSms) {
  const { t } = useTranslation();
  const [codeId, setCodeId] = useState('');
  const [left, startCountdown] = useCountdown();

  const phoneError = (phone: string): string | undefined => {
    const key = phoneMessageKey(phone);
    return key ? t(key) : undefined;
  };

  /** Sends a code to a valid phone; answers the phone's error message instead when it has one. */
  const sendTo = async (phone: string): Promise<string | undefined> => {
    const error = phoneError(phone);
    if (error) return error;
    const result = await send({ phone: phone.trim() });
    if ('data' in result && result.data) {
      setCodeId(result.data.id);
      startCountdown(SMS_RESEND_SECONDS);
    }
    return undefined;
  };

  /** The code field's message: no code sent yet, or none typed. */
  const codeError = (code: string): string | undefined => {
    if (!codeId) return t('login.smsNotSent');
    return code.trim() ? undefined : t('login.smsCodeRequired');
  };

  return { codeId, left, phoneError, sendTo, codeError, reset: () => setCodeId('') };
}
