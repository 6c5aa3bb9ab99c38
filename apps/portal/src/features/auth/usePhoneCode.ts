import { useState } from 'react';
import { useSmsCode, type SendSms } from './useSmsCode';

export interface PhoneCodeErrors {
  phone?: string;
  code?: string;
}

/**
 * A phone proved by an SMS code, as a form holds it: the two values, their messages, sending the
 * code and the check before the form is sent (both messages at once).
 */
export function usePhoneCode(send: SendSms) {
  const sms = useSmsCode(send);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<PhoneCodeErrors>({});

  return {
    phone,
    setPhone,
    code,
    setCode,
    errors,
    codeId: sms.codeId,
    left: sms.left,
    /** Sends a code to the typed phone, or shows why it cannot. */
    send: async () => {
      const phoneError = await sms.sendTo(phone);
      setErrors((current) => ({ ...current, phone: phoneError }));
    },
    /** Shows the fields' messages; true when both are good. */
    validate: (): boolean => {
      const next = { phone: sms.phoneError(phone), code: sms.codeError(code) };
      setErrors(next);
      return !next.phone && !next.code;
    },
    /** The grant's fields: the trimmed phone, the code's id and the trimmed code. */
    proof: () => ({ phone: phone.trim(), codeId: sms.codeId, code: code.trim() }),
    reset: () => {
      setPhone('');
      setCode('');
      setErrors({});
      sms.reset();
    },
  };
}

export type PhoneCode = ReturnType<typeof usePhoneCode>;
