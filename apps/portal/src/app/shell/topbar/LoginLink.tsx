import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../hooks';
import { appActions } from '../../session/appSlice';
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
