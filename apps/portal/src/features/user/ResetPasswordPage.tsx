import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, toast } from '@platform/ui';
import { useAppDispatch } from '../../shared/store/hooks';
import { appActions } from '../../shared/session/appSlice';
import { Page } from '../../shared/layout/Page';
import { SmsCodeField, md5, useSmsCode } from '../auth';
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
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [send, { isLoading: sending }] = useSendNologinSmsMutation();
  const sms = useSmsCode(send);
  const [reset, { isLoading }] = useRetrievePasswordMutation();
  const set = (field: Field, value: string) => setValues({ ...values, [field]: value });
  const onSend = async () => setErrors({ phone: await sms.sendTo(values.phone) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {
      phone: sms.phoneError(values.phone),
      code: sms.codeError(values.code),
    };
    if (!values.password) next.password = t('user.passwordRequired');
    else if (values.password.length < MIN_PASSWORD_LENGTH) next.password = t('user.passwordTooShort');
    if (values.password1 !== values.password) next.password1 = t('user.passwordsDiffer');
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const result = await reset({
      phone: values.phone.trim(),
      smsId: sms.codeId,
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
        <SmsCodeField
          value={values.code}
          onChange={(code) => set('code', code)}
          error={errors.code}
          left={sms.left}
          sending={sending}
          onSend={() => void onSend()}
        />
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
