import styled from 'styled-components';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { orgMenuGroups, useOrgMeQuery } from '../../features/org-centre';
import { useCustomer } from '../../shared/customer/useCustomer';
import { useAppSelector } from '../../shared/store/hooks';
import { useRouteMeta } from '../router/useRouteMeta';
import type { RouteEntry, RouteMeta } from '../../shared/router/routeMeta';
import { ROUTES } from '../router/routeTable';

const DEFAULT_CUSTOMER_GROUPS = new Set(['equity', 'sales', 'invoice', 'contract']);

/** Which organisation groups show: 'org' for members, 'manage' for those who manage (orgMe). */
export interface OrgGroups {
  org: boolean;
  manage: boolean;
}
const NO_ORG_GROUPS: OrgGroups = { org: false, manage: false };

/**
 * Side-menu entries for the current area (spec 1 §6: some only for the default customer). The
 * organisation groups are hidden unless the caller's standing opens them (orgMenuGroups).
 */
export function sideMenuEntries(
  current: RouteMeta | undefined,
  isDefaultCustomer: boolean,
  orgGroups: OrgGroups = NO_ORG_GROUPS,
): RouteEntry[] {
  const inControl = current?.sideGroup === 'control';
  return ROUTES.filter((r) => {
    const group = r.meta.sideGroup;
    if (!r.meta.side || r.meta.hidden || !group) return false;
    if (inControl !== (group === 'control')) return false;
    if (group === 'org' || group === 'manage') return orgGroups[group];
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
  const signedIn = useAppSelector((s) => !!s.app.token);
  const { data: orgMe } = useOrgMeQuery(undefined, { skip: !signedIn });
  const orgGroups = orgMenuGroups(signedIn ? orgMe : null);
  return (
    <Aside aria-label="side">
      {sideMenuEntries(meta, customer.isDefaultCustomer, orgGroups).map((entry) => (
        <NavLink key={entry.path} to={entry.path}>
          {t(`routes.${entry.meta.title}`)}
        </NavLink>
      ))}
    </Aside>
  );
}
