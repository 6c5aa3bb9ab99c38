import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui';
import type { SocialSource } from '@platform/contracts';
import { useSendLoginSmsMutation } from '../authApi';
import { Form } from '../LoginForm.styles';
import { PhoneCodeFields } from '../PhoneCodeFields';
import { usePhoneCode } from '../usePhoneCode';
import { useTokenLogin } from '../useTokenLogin';

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
  const [sendSms, { isLoading: sending }] = useSendLoginSmsMutation();
  const form = usePhoneCode(sendSms);
  const { login, pending } = useTokenLogin();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const proof = form.proof();
    const ok = await login({
      grant_type: 'social',
      source,
      uuid,
      sms_phone: proof.phone,
      sms_id: proof.codeId,
      sms_value: proof.code,
      scope: 'all',
    });
    if (ok) onSignedIn();
  };

  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('social.needsPhoneTitle')}>
      <PhoneCodeFields form={form} sending={sending} compact />
      <Button type="submit" variant="primary" block loading={pending}>
        {t('social.bindAndSignIn')}
      </Button>
    </Form>
  );
}
