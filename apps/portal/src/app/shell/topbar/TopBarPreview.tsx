import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCustomer } from '../../../shared/customer/useCustomer';
import { Bar, BarButton, Logo, NavLink } from './TopBar.styles';

const StaticBar = styled(Bar)`
  position: static;
  overflow: hidden;
`;

/**
 * The top bar's look for the operator's live preview: the same pieces as TopBar with the customer's
 * logo (the white variant on the blue bar), its menu names, and the service and VIP entries its
 * configuration shows; nothing in it is a control.
 */
export function TopBarPreview() {
  const { t } = useTranslation();
  const customer = useCustomer();
  const logo = customer.theme === 'blue' ? customer.logos.logo2 : customer.logos.logo;
  return (
    <StaticBar as="div" data-testid="preview-top-bar">
      <Logo as="span">
        {logo ? <img src={logo} alt={customer.platformName} /> : <span>{customer.platformName}</span>}
      </Logo>
      {customer.menu.map((m, i) => (
        <NavLink as="span" key={m.key} $active={i === 0}>
          {m.name || t(`menu.${m.key}`, { defaultValue: m.key })}
        </NavLink>
      ))}
      <span style={{ flex: 1 }} />
      {customer.services.length > 0 && <BarButton as="span">{t('topBar.professionalServices')}</BarButton>}
      {customer.oem.vipServicesFlag === 1 && <BarButton as="span">{t('topBar.vipPackage')}</BarButton>}
    </StaticBar>
  );
}
