import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '@platform/ui';
import { currentDomain, toCustomerView } from '../../shared/customer/customerConfig';
import { useCustomerDetailQuery } from '../../shared/customer/customerApi';
import { useSendLoginSmsMutation } from './authApi';
import { SmsCodeField } from './SmsCodeField';
import { useSmsCode } from './useSmsCode';
import { useTokenLogin } from './useTokenLogin';
import { Form } from './LoginForm.styles';

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
  const [errors, setErrors] = useState<Errors>({});
  const [sendSms, { isLoading: sending }] = useSendLoginSmsMutation();
  const sms = useSmsCode(sendSms);
  const { login, pending } = useTokenLogin();

  const onSend = async () => setErrors({ ...errors, phone: await sms.sendTo(phone) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = { phone: sms.phoneError(phone) };
    if (!next.phone) next.code = sms.codeError(code);
    setErrors(next);
    if (next.phone || next.code) return;
    await login({
      grant_type: 'sms',
      sms_phone: phone.trim(),
      sms_id: sms.codeId,
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
      <SmsCodeField
        compact
        value={code}
        onChange={setCode}
        error={errors.code}
        left={sms.left}
        sending={sending}
        onSend={() => void onSend()}
      />
      <Button type="submit" variant="primary" block loading={pending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
