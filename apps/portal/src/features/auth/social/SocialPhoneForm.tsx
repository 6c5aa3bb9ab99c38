import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '@platform/ui';
import type { SocialSource } from '@platform/contracts';
import { useSendLoginSmsMutation } from '../authApi';
import { Form } from '../LoginForm.styles';
import { SmsCodeField } from '../SmsCodeField';
import { useSmsCode } from '../useSmsCode';
import { useTokenLogin } from '../useTokenLogin';

interface Errors {
  phone?: string;
  code?: string;
}

/**
 * A new social identity's first sign-in: the phone (proved by an SMS code) whose account it is
 * linked to, created when the number is new. The ticket stays good if the code was wrong.
 */
export function SocialPhoneForm({
  source,
  uuid,
  onSignedIn,
}: {
  source: SocialSource;
  uuid: string;
  onSignedIn(): void;
}) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sendSms, { isLoading: sending }] = useSendLoginSmsMutation();
  const sms = useSmsCode(sendSms);
  const { login, pending } = useTokenLogin();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = { phone: sms.phoneError(phone) };
    if (!next.phone) next.code = sms.codeError(code);
    setErrors(next);
    if (next.phone || next.code) return;
    const ok = await login({
      grant_type: 'social',
      source,
      uuid,
      sms_phone: phone.trim(),
      sms_id: sms.codeId,
      sms_value: code.trim(),
      scope: 'all',
    });
    if (ok) onSignedIn();
  };

  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('social.needsPhoneTitle')}>
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
        value={code}
        onChange={setCode}
        error={errors.code}
        left={sms.left}
        sending={sending}
        onSend={() => void sms.sendTo(phone).then((error) => setErrors({ ...errors, phone: error }))}
      />
      <Button type="submit" variant="primary" block loading={pending}>
        {t('social.bindAndSignIn')}
      </Button>
    </Form>
  );
}
