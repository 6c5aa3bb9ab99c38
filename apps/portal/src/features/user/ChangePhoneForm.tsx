import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, toast } from '@platform/ui';
import { SMS_RESEND_SECONDS } from '@platform/contracts';
import { useAppDispatch } from '../../app/hooks';
import { appActions } from '../../app/session/appSlice';
import { phoneMessageKey } from '../auth/phoneMessage';
import { useCountdown } from '../auth/useCountdown';
import { Row } from '../auth/LoginForm.styles';
import { FormGrid } from './ProfileForm';
import { useSendUserSmsMutation, useUpdatePhoneMutation } from './userApi';

/** Bound phone change: an SMS code sent to the new number proves it. */
export function ChangePhoneForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [smsId, setSmsId] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const [left, startCountdown] = useCountdown();
  const [send, { isLoading: sending }] = useSendUserSmsMutation();
  const [update, { isLoading }] = useUpdatePhoneMutation();
  const phoneError = () => {
    const key = phoneMessageKey(phone);
    return key ? t(key) : undefined;
  };

  const onSend = async () => {
    const error = phoneError();
    setErrors({ phone: error });
    if (error) return;
    const result = await send({ phone: phone.trim() });
    if ('data' in result && result.data) {
      setSmsId(result.data.id);
      startCountdown(SMS_RESEND_SECONDS);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      phone: phoneError(),
      code: !smsId ? t('login.smsNotSent') : !code ? t('login.smsCodeRequired') : undefined,
    };
    setErrors(next);
    if (next.phone || next.code) return;
    const result = await update({ phone: phone.trim(), smsId, smsValue: code });
    if ('data' in result && result.data) {
      dispatch(appActions.userInfoUpdated({ phone: result.data.phone }));
      toast.success(t('user.phoneChanged'));
      setPhone('');
      setCode('');
      setSmsId('');
    }
  };

  return (
    <FormGrid onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('user.changePhone')}>
      <p>{t('user.currentPhone', { phone: current || t('user.notBound') })}</p>
      <Input
        label={t('user.newPhone')}
        type="tel"
        value={phone}
        maxLength={15}
        error={errors.phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <Row>
        <Input
          label={t('login.smsCode')}
          inputMode="numeric"
          value={code}
          maxLength={8}
          error={errors.code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <Button
          type="button"
          disabled={left > 0}
          loading={sending}
          onClick={() => void onSend()}
          style={{ marginTop: 22 }}
        >
          {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.sendCode')}
        </Button>
      </Row>
      <div>
        <Button type="submit" variant="primary" loading={isLoading}>
          {t('common.submit')}
        </Button>
      </div>
    </FormGrid>
  );
}
