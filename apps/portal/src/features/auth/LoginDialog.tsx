import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog, Tabs } from '@platform/ui';
import { useAppDispatch } from '../../shared/store/hooks';
import { appActions } from '../../shared/session/appSlice';
import { PasswordLoginForm } from './PasswordLoginForm';
import { QrLoginForm } from './QrLoginForm';
import { SmsLoginForm } from './SmsLoginForm';

/** The 705 px login dialog (spec 1 §2 Dialogs in the shell): password, SMS code or QR. */
export default function LoginDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const close = () => dispatch(appActions.loginDialogShown(false));
  return (
    <Dialog open width={705} title={t('login.title')} onOpenChange={(open) => !open && close()}>
      <Tabs
        aria-label={t('login.title')}
        defaultActiveKey="password"
        items={[
          { key: 'password', label: t('login.passwordTab'), content: <PasswordLoginForm /> },
          { key: 'sms', label: t('login.smsTab'), content: <SmsLoginForm /> },
          { key: 'qr', label: t('login.qrTab'), content: <QrLoginForm /> },
        ]}
      />
      <p style={{ fontSize: 12, margin: '8px 0 0' }}>
        {t('login.agreement')}{' '}
        <Link to="/agreement/user" onClick={close}>
          {t('footer.userAgreement')}
        </Link>{' '}
        ·{' '}
        <Link to="/agreement/privacy" onClick={close}>
          {t('footer.privacy')}
        </Link>
      </p>
    </Dialog>
  );
}
