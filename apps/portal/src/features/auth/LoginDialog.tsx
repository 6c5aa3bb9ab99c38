import { useTranslation } from 'react-i18next';
import { Dialog } from '@platform/ui';
import { useAppDispatch } from '../../shared/store/hooks';
import { appActions } from '../../shared/session/appSlice';
import { LoginTabs } from './LoginTabs';

/** The 705 px login dialog (spec 1 §2 Dialogs in the shell): password, SMS code or QR. */
export default function LoginDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const close = () => dispatch(appActions.loginDialogShown(false));
  return (
    <Dialog open width={705} title={t('login.title')} onOpenChange={(open) => !open && close()}>
      <LoginTabs onLeave={close} />
    </Dialog>
  );
}
