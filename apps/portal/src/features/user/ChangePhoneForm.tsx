import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@platform/ui';
import { useAppDispatch } from '../../shared/store/hooks';
import { appActions } from '../../shared/session/appSlice';
import { PhoneCodeFields, usePhoneCode } from '../auth';
import { FormGrid } from './ProfileForm';
import { useSendUserSmsMutation, useUpdatePhoneMutation } from './userApi';

/** Bound phone change: an SMS code sent to the new number proves it. */
export function ChangePhoneForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [send, { isLoading: sending }] = useSendUserSmsMutation();
  const form = usePhoneCode(send);
  const [update, { isLoading }] = useUpdatePhoneMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const proof = form.proof();
    const result = await update({ phone: proof.phone, smsId: proof.codeId, smsValue: form.code });
    if ('data' in result && result.data) {
      dispatch(appActions.userInfoUpdated({ phone: result.data.phone }));
      toast.success(t('user.phoneChanged'));
      form.reset();
    }
  };

  return (
    <FormGrid onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('user.changePhone')}>
      <p>{t('user.currentPhone', { phone: current || t('user.notBound') })}</p>
      <PhoneCodeFields form={form} sending={sending} phoneLabel={t('user.newPhone')} />
      <div>
        <Button type="submit" variant="primary" loading={isLoading}>
          {t('common.submit')}
        </Button>
      </div>
    </FormGrid>
  );
}
