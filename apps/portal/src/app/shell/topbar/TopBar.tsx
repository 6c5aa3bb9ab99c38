import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { appActions } from '../../../shared/session/appSlice';
import { displayName } from '../../../shared/session/userInfo';
import { useCustomer } from '../../../shared/customer/useCustomer';
import { Deferred } from '../Deferred';
import { LazyAppDownload, LazyServicesPopover, LazyUserMenu } from '../lazyUi';
import { LanguageSwitch } from './LanguageSwitch';
import { LettersEntry } from './LettersEntry';
import { LoginLink } from './LoginLink';
import { TopMenu } from './TopMenu';
import { Actions, Bar, BarButton, Logo } from './TopBar.styles';

const SSO_TYPE_HIDING_USER = '4';

/** Spec 1 §2 Top bar. */
export function TopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const customer = useCustomer();
  const token = useAppSelector((s) => s.app.token);
  const user = useAppSelector((s) => s.app.userInfo);
  const ssoType = user?.ssoType;
  const vipLinks = customer.oem.vipServicesFlag === 1;
  return (
    <Bar data-testid="top-bar">
      <Logo href="/" onClick={(e) => (e.preventDefault(), void navigate('/'))} aria-label={t('topBar.home')}>
        {/* The white logo variant reads on the brand-coloured bar of theme blue. */}
        {customer.logos.logo ? (
          <img
            src={customer.theme === 'blue' ? customer.logos.logo2 : customer.logos.logo}
            alt={customer.platformName}
          />
        ) : (
          <span>{customer.platformName}</span>
        )}
      </Logo>
      <TopMenu />
      <Actions>
        {customer.services.length > 0 && (
          <Deferred fallback={<BarButton type="button">{t('topBar.professionalServices')} ▾</BarButton>}>
            <LazyServicesPopover />
          </Deferred>
        )}
        {vipLinks && (
          <BarButton type="button" onClick={() => void navigate('/product/vipServices')}>
            {t('topBar.vipPackage')}
          </BarButton>
        )}
        {vipLinks && token && (
          <BarButton type="button" onClick={() => dispatch(appActions.activationDialogShown(true))}>
            {t('topBar.activationCode')}
          </BarButton>
        )}
        {customer.isDefaultCustomer && (
          <Deferred fallback={<BarButton type="button">{t('topBar.appDownload')}</BarButton>}>
            <LazyAppDownload />
          </Deferred>
        )}
        {pathname.toLowerCase() !== '/home/discover' && (
          <BarButton type="button" onClick={() => void navigate('/home/discover')}>
            {t('topBar.backHome')}
          </BarButton>
        )}
        <LettersEntry />
        <LanguageSwitch />
        {ssoType !== SSO_TYPE_HIDING_USER &&
          (token ? (
            <Deferred fallback={<BarButton type="button">{displayName(user)} ▾</BarButton>}>
              <LazyUserMenu />
            </Deferred>
          ) : (
            <LoginLink />
          ))}
      </Actions>
    </Bar>
  );
}
