import styled from 'styled-components';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCustomer } from '../../shared/customer/useCustomer';
import { useRouteMeta } from '../router/useRouteMeta';
import type { RouteEntry, RouteMeta } from '../../shared/router/routeMeta';
import { ROUTES } from '../router/routeTable';

const DEFAULT_CUSTOMER_GROUPS = new Set(['equity', 'sales', 'invoice', 'contract']);
const HIDDEN_BY_DEFAULT = new Set(['org', 'manage']);

/** Side-menu entries for the current area (spec 1 §6: some only for the default customer). */
export function sideMenuEntries(current: RouteMeta | undefined, isDefaultCustomer: boolean): RouteEntry[] {
  const inControl = current?.sideGroup === 'control';
  return ROUTES.filter((r) => {
    const group = r.meta.sideGroup;
    if (!r.meta.side || r.meta.hidden || !group) return false;
    if (inControl !== (group === 'control')) return false;
    if (HIDDEN_BY_DEFAULT.has(group)) return false;
    return isDefaultCustomer || !DEFAULT_CUSTOMER_GROUPS.has(group);
  });
}

const Aside = styled.nav`
  flex: none;
  width: 200px;
  padding: 16px 0;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  a {
    display: block;
    padding: 10px 24px;
    color: ${({ theme }) => theme.colors.text};
  }
  a.active {
    color: ${({ theme }) => theme.colors.brandInk};
    background: ${({ theme }) => theme.colors.brand[50]};
    font-weight: 600;
  }
`;

export function SideMenu() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const customer = useCustomer();
  return (
    <Aside aria-label="side">
      {sideMenuEntries(meta, customer.isDefaultCustomer).map((entry) => (
        <NavLink key={entry.path} to={entry.path}>
          {t(`routes.${entry.meta.title}`)}
        </NavLink>
      ))}
    </Aside>
  );
}
