import { useTranslation } from 'react-i18next';
import { Input } from '@platform/ui';
import { SmsCodeField } from './SmsCodeField';
import type { PhoneCode } from './usePhoneCode';

/**
 * The phone and its SMS code field with the send button and its countdown. `compact` (the login
 * tabs) labels both by their placeholders; otherwise they carry visible labels.
 */
export function PhoneCodeFields({
  form,
  sending,
  compact = false,
  phoneLabel,
}: {
  form: PhoneCode;
  sending: boolean;
  compact?: boolean;
  /** The phone field's label (default 手机号码 as the login forms say it). */
  phoneLabel?: string;
}) {
  const { t } = useTranslation();
  const label = phoneLabel ?? t('login.phone');
  return (
    <>
      <Input
        {...(compact ? { 'aria-label': label, placeholder: label } : { label })}
        type="tel"
        autoComplete="tel"
        value={form.phone}
        maxLength={15}
        error={form.errors.phone}
        onChange={(e) => form.setPhone(e.target.value)}
      />
      <SmsCodeField
        compact={compact}
        value={form.code}
        onChange={form.setCode}
        error={form.errors.code}
        left={form.left}
        sending={sending}
        onSend={() => void form.send()}
      />
    </>
  );
}
