import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, toast } from '@platform/ui';
import { SMS_RESEND_SECONDS } from '@platform/contracts';
import { useAppDispatch } from '../../app/hooks';
import { appActions } from '../../app/session/appSlice';
import { Page } from '../shell-pages/PlaceholderPage';
import { md5 } from '../auth/md5';
import { phoneMessageKey } from '../auth/phoneMessage';
import { useCountdown } from '../auth/useCountdown';
import { Row } from '../auth/LoginForm.styles';
import { MIN_PASSWORD_LENGTH } from './ChangePasswordForm';
import { FormGrid } from './ProfileForm';
import { useRetrievePasswordMutation, useSendNologinSmsMutation } from './userApi';

type Field = 'phone' | 'code' | 'password' | 'password1';

/** /rest/password: a forgotten password is reset with an SMS code to the bound phone. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Record<Field, string>>({
    phone: '',
    code: '',
    password: '',
    password1: '',
  });
  const [smsId, setSmsId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [left, startCountdown] = useCountdown();
  const [send, { isLoading: sending }] = useSendNologinSmsMutation();
  const [reset, { isLoading }] = useRetrievePasswordMutation();
  const set = (field: Field, value: string) => setValues({ ...values, [field]: value });
  const phoneError = () => {
    const key = phoneMessageKey(values.phone);
    return key ? t(key) : undefined;
  };

  const onSend = async () => {
    const phone = phoneError();
    setErrors({ phone });
    if (phone) return;
    const result = await send({ phone: values.phone.trim() });
    if ('data' in result && result.data) {
      setSmsId(result.data.id);
      startCountdown(SMS_RESEND_SECONDS);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = { phone: phoneError() };
    if (!smsId) next.code = t('login.smsNotSent');
    else if (!values.code) next.code = t('login.smsCodeRequired');
    if (!values.password) next.password = t('user.passwordRequired');
    else if (values.password.length < MIN_PASSWORD_LENGTH) next.password = t('user.passwordTooShort');
    if (values.password1 !== values.password) next.password1 = t('user.passwordsDiffer');
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const result = await reset({
      phone: values.phone.trim(),
      smsId,
      smsValue: values.code,
      newPassword: md5(values.password),
      newPassword1: md5(values.password1),
    });
    if ('data' in result) {
      toast.success(t('user.passwordReset'));
      dispatch(appActions.loginDialogShown(true));
    }
  };

  return (
    <Page>
      <h1>{t('routes.restPassword')}</h1>
      <p>{t('user.resetIntro')}</p>
      <FormGrid onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('routes.restPassword')}>
        <Input
          label={t('user.phone')}
          type="tel"
          value={values.phone}
          maxLength={15}
          error={errors.phone}
          onChange={(e) => set('phone', e.target.value)}
        />
        <Row>
          <Input
            label={t('login.smsCode')}
            inputMode="numeric"
            value={values.code}
            maxLength={8}
            error={errors.code}
            onChange={(e) => set('code', e.target.value.replace(/\D/g, ''))}
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
        <Input
          label={t('user.newPassword')}
          type="password"
          autoComplete="new-password"
          value={values.password}
          maxLength={64}
          error={errors.password}
          onChange={(e) => set('password', e.target.value)}
        />
        <Input
          label={t('user.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={values.password1}
          maxLength={64}
          error={errors.password1}
          onChange={(e) => set('password1', e.target.value)}
        />
        <div>
          <Button type="submit" variant="primary" loading={isLoading}>
            {t('common.submit')}
          </Button>
        </div>
      </FormGrid>
    </Page>
  );
}
