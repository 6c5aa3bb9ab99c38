import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, toast } from '@platform/ui';
import { PHONE_PATTERN } from '@platform/contracts/phone';
import { Alert } from '../../shared/layout/documentPage';
import { useInviteCreateMutation } from './orgCentreApi';
import { useRefusal } from './words';

/** Sends the invitation link by SMS to a mainland mobile number. */
export function InviteByPhone() {
  const { t } = useTranslation();
  const refusalOf = useRefusal();
  const [create, { isLoading }] = useInviteCreateMutation();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState('');
  const [refusal, setRefusal] = useState('');

  const send = async () => {
    setRefusal('');
    const value = phone.trim();
    if (!PHONE_PATTERN.test(value)) return setError(t('orgCentre.invite.phoneInvalid'));
    try {
      await create({ phone: value }).unwrap();
      toast.success(t('orgCentre.invite.sent', { phone: value }));
      setPhone('');
    } catch (e) {
      setRefusal(refusalOf(e));
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Input
        label={t('orgCentre.invite.phone')}
        type="tel"
        inputMode="tel"
        value={phone}
        maxLength={16}
        error={error || undefined}
        onChange={(e) => {
          setPhone(e.target.value);
          setError('');
        }}
      />
      <p>
        <Button type="submit" variant="primary" loading={isLoading}>
          {t('orgCentre.invite.send')}
        </Button>
      </p>
      {refusal && <Alert role="alert">{refusal}</Alert>}
    </form>
  );
}
