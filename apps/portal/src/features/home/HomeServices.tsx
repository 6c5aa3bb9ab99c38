import styled from 'styled-components';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCustomer } from '../../shared/customer/useCustomer';
import { useStore } from 'react-redux';
import { PURCHASED_LABEL, SERVICE_ROUTES } from '../../shared/customer/serviceRoutes';
import { usePurchasedServicesQuery } from '../../shared/permission/permissionApi';
import { useAppSelector } from '../../shared/store/hooks';
import type { AppStore } from '../../shared/store/rootState';
import { trackServiceClick } from '../media-tracking';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    height: 100%;
    box-sizing: border-box;
    padding: 20px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.lg}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.colors.brand[500]};
    color: ${({ theme }) => theme.colors.brandInk};
  }
`;

/**
 * This platform's professional services (its configured list, in its order). Each opens its
 * workspace; the route guard asks a visitor to log in and a non-buyer to buy (spec 1 §4).
 */
export function HomeServices() {
  const { t } = useTranslation();
  const { services } = useCustomer();
  const store = useStore() as AppStore;
  const token = useAppSelector((s) => s.app.token);
  const { data: purchased } = usePurchasedServicesQuery(undefined, { skip: !token });
  const shown = services.filter((s) => SERVICE_ROUTES[s.id]);
  if (!shown.length) return null;
  const bought = new Set((purchased ?? []).filter((p) => p.label === PURCHASED_LABEL).map((p) => p.id));
  return (
    <Grid>
      {shown.map((service) => (
        <li key={service.id}>
          <Link
            to={SERVICE_ROUTES[service.id]!}
            // Media tracking: opening a purchased service is a click (action 2).
            onClick={() => bought.has(service.id) && trackServiceClick(store, SERVICE_ROUTES[service.id]!)}
          >
            {t(`services.${service.id}`, { defaultValue: service.name })}
          </Link>
        </li>
      ))}
    </Grid>
  );
}
