import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@platform/ui';
import { PasswordLoginForm } from './PasswordLoginForm';
import { QrLoginForm } from './QrLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import { SocialLoginButtons } from './social/SocialLoginButtons';

/** The ways to sign in (password, SMS code, QR, a social account) and the agreement line: the dialog's and /login's content. */
export function LoginTabs({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Tabs
        aria-label={t('login.title')}
        defaultActiveKey="password"
        items={[
          { key: 'password', label: t('login.passwordTab'), content: <PasswordLoginForm /> },
          { key: 'sms', label: t('login.smsTab'), content: <SmsLoginForm /> },
          { key: 'qr', label: t('login.qrTab'), content: <QrLoginForm /> },
        ]}
      />
      <SocialLoginButtons />
      <p style={{ fontSize: 12, margin: '8px 0 0' }}>
        {t('login.agreement')}{' '}
        <Link to="/agreement/user" onClick={onLeave}>
          {t('footer.userAgreement')}
        </Link>{' '}
        ·{' '}
        <Link to="/agreement/privacy" onClick={onLeave}>
          {t('footer.privacy')}
        </Link>
      </p>
    </>
  );
}
