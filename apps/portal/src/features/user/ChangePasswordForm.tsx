import { useState, type FormEvent } from 'react';
import { useStore } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Button, Input, toast } from '@platform/ui';
import type { AppStore } from '../../shared/store/rootState';
import { logout, md5 } from '../auth';
import { FormGrid } from './ProfileForm';
import { useUpdatePasswordMutation } from './userApi';

export const MIN_PASSWORD_LENGTH = 6;

type Field = 'oldPassword' | 'newPassword' | 'newPassword1';

/** Old + new password, all MD5-hashed; the server checks the old one. Success logs out. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const store = useStore() as AppStore;
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    newPassword1: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [update, { isLoading }] = useUpdatePasswordMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!values.oldPassword) next.oldPassword = t('user.passwordRequired');
    if (!values.newPassword) next.newPassword = t('user.passwordRequired');
    else if (values.newPassword.length < MIN_PASSWORD_LENGTH) next.newPassword = t('user.passwordTooShort');
    if (values.newPassword1 !== values.newPassword) next.newPassword1 = t('user.passwordsDiffer');
    setErrors(next);
    if (Object.keys(next).length) return;
    const result = await update({
      oldPassword: md5(values.oldPassword),
      newPassword: md5(values.newPassword),
      newPassword1: md5(values.newPassword1),
    });
    if ('data' in result) {
      toast.success(t('user.passwordChanged'));
      await logout(store);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <Input
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      maxLength={64}
      error={errors[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
    />
  );

  return (
    <FormGrid onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('user.changePassword')}>
      {field('oldPassword', t('user.oldPassword'), 'current-password')}
      {field('newPassword', t('user.newPassword'), 'new-password')}
      {field('newPassword1', t('user.confirmPassword'), 'new-password')}
      <div>
        <Button type="submit" variant="primary" loading={isLoading}>
          {t('common.submit')}
        </Button>
      </div>
    </FormGrid>
  );
}
