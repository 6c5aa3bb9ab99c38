import { useTranslation } from 'react-i18next';
import { Button, Input } from '@platform/ui';
import { Row } from './LoginForm.styles';

export interface SmsCodeFieldProps {
  value: string;
  onChange(code: string): void;
  error?: string;
  /** Seconds until a resend is allowed. */
  left: number;
  sending: boolean;
  onSend(): void;
  /** The login dialog shows its label as a placeholder; page forms show it above the field. */
  compact?: boolean;
}

/** The SMS code input with its send button, which counts down before a resend. */
export function SmsCodeField({
  value,
  onChange,
  error,
  left,
  sending,
  onSend,
  compact = false,
}: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const label = t('login.smsCode');
  return (
    <Row>
      <Input
        {...(compact ? { 'aria-label': label, placeholder: label } : { label })}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        maxLength={8}
        error={error}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      />
      <Button
        type="button"
        disabled={left > 0}
        loading={sending}
        onClick={onSend}
        style={compact ? undefined : { marginTop: 22 }}
      >
        {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.sendCode')}
      </Button>
    </Row>
  );
}
