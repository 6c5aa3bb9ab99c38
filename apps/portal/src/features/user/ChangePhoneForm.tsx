import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, toast } from '@platform/ui';
import { useAppDispatch } from '../../shared/store/hooks';
import { appActions } from '../../shared/session/appSlice';
import { SmsCodeField, useSmsCode } from '../auth';
import { FormGrid } from './ProfileForm';
import { useSendUserSmsMutation, useUpdatePhoneMutation } from './userApi';

/** Bound phone change: an SMS code sent to the new number proves it. */
export function ChangePhoneForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const [send, { isLoading: sending }] = useSendUserSmsMutation();
  const sms = useSmsCode(send);
  const [update, { isLoading }] = useUpdatePhoneMutation();
  const onSend = async () => setErrors({ phone: await sms.sendTo(phone) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { phone: sms.phoneError(phone), code: sms.codeError(code) };
    setErrors(next);
    if (next.phone || next.code) return;
    const result = await update({ phone: phone.trim(), smsId: sms.codeId, smsValue: code });
    if ('data' in result && result.data) {
      dispatch(appActions.userInfoUpdated({ phone: result.data.phone }));
      toast.success(t('user.phoneChanged'));
      setPhone('');
      setCode('');
      sms.reset();
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
      <SmsCodeField
        value={code}
        onChange={setCode}
        error={errors.code}
        left={sms.left}
        sending={sending}
        onSend={() => void onSend()}
      />
      <div>
        <Button type="submit" variant="primary" loading={isLoading}>
          {t('common.submit')}
        </Button>
      </div>
    </FormGrid>
  );
}
