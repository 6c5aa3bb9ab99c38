import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../shared/store/hooks';
import { appActions } from '../../../shared/session/appSlice';
import { BarButton } from './TopBar.styles';

export function LoginLink() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <BarButton type="button" onClick={() => dispatch(appActions.loginDialogShown(true))}>
      {t('topBar.loginRegister')}
    </BarButton>
  );
}
