import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '@platform/ui';
import { SMS_RESEND_SECONDS } from '@platform/contracts';
import { currentDomain, toCustomerView } from '../customer/customerConfig';
import { useCustomerDetailQuery } from '../customer/customerApi';
import { useSendLoginSmsMutation } from './authApi';
import { phoneMessageKey } from './phoneMessage';
import { useCountdown } from './useCountdown';
import { useTokenLogin } from './useTokenLogin';
import { Form, Row } from './LoginForm.styles';

interface Errors {
  phone?: string;
  code?: string;
}

/** Phone + SMS code; the send button counts down 60 s (spec 1 §5: phone, codeId and code required). */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const { data: detail } = useCustomerDetailQuery(currentDomain());
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeId, setCodeId] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [left, startCountdown] = useCountdown();
  const [sendSms, { isLoading: sending }] = useSendLoginSmsMutation();
  const { login, pending } = useTokenLogin();

  const phoneError = () => {
    const key = phoneMessageKey(phone);
    return key ? t(key) : undefined;
  };

  const onSend = async () => {
    const error = phoneError();
    setErrors({ ...errors, phone: error });
    if (error) return;
    const result = await sendSms({ phone: phone.trim() });
    if ('data' in result && result.data) {
      setCodeId(result.data.id);
      startCountdown(SMS_RESEND_SECONDS);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = { phone: phoneError() };
    if (!next.phone && !codeId) next.code = t('login.smsNotSent');
    else if (!next.phone && !code.trim()) next.code = t('login.smsCodeRequired');
    setErrors(next);
    if (next.phone || next.code) return;
    await login({
      grant_type: 'sms',
      sms_phone: phone.trim(),
      sms_id: codeId,
      sms_value: code.trim(),
      scope: 'all',
      platformName: toCustomerView(detail).platformName,
      domain: currentDomain(),
    });
  };

  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('login.smsTab')}>
      <Input
        aria-label={t('login.phone')}
        placeholder={t('login.phone')}
        type="tel"
        autoComplete="tel"
        value={phone}
        maxLength={15}
        error={errors.phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <Row>
        <Input
          aria-label={t('login.smsCode')}
          placeholder={t('login.smsCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          maxLength={8}
          error={errors.code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <Button type="button" disabled={left > 0} loading={sending} onClick={() => void onSend()}>
          {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.sendCode')}
        </Button>
      </Row>
      <Button type="submit" variant="primary" block loading={pending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
