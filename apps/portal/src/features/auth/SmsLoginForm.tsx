import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@platform/ui';
import { currentDomain, toCustomerView } from '../../shared/customer/customerConfig';
import { useCustomerDetailQuery } from '../../shared/customer/customerApi';
import { useSendLoginSmsMutation } from './authApi';
import { PhoneCodeFields } from './PhoneCodeFields';
import { usePhoneCode } from './usePhoneCode';
import { useTokenLogin } from './useTokenLogin';
import { Form } from './LoginForm.styles';

/** Phone + SMS code; the send button counts down 60 s (spec 1 §5: phone, codeId and code required). */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const { data: detail } = useCustomerDetailQuery(currentDomain());
  const [sendSms, { isLoading: sending }] = useSendLoginSmsMutation();
  const form = usePhoneCode(sendSms);
  const { login, pending } = useTokenLogin();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const proof = form.proof();
    await login({
      grant_type: 'sms',
      sms_phone: proof.phone,
      sms_id: proof.codeId,
      sms_value: proof.code,
      scope: 'all',
      platformName: toCustomerView(detail).platformName,
      domain: currentDomain(),
    });
  };

  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('login.smsTab')}>
      <PhoneCodeFields form={form} sending={sending} compact />
      <Button type="submit" variant="primary" block loading={pending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
