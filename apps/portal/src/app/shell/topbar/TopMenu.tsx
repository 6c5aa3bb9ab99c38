import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCustomer } from '../../../shared/customer/useCustomer';
import { useRouteMeta } from '../../router/useRouteMeta';
import { buildTopMenu, isActive } from './topMenu';
import { NavLink, Nav } from './TopBar.styles';
import { useMenuSelection } from './useMenuSelection';

export function TopMenu() {
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  const customer = useCustomer();
  const select = useMenuSelection();
  const items = buildTopMenu(meta, customer.menu);
  return (
    <Nav aria-label="main">
      {items.map((item) => (
        <NavLink
          key={item.path}
          href={item.path}
          $active={isActive(item, pathname, meta)}
          aria-current={isActive(item, pathname, meta) ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            void select({ path: item.path, meta: item.meta });
          }}
        >
          {item.key
            ? i18n.language === 'en'
              ? t(`menu.${item.key}`, { defaultValue: item.label })
              : item.label
            : t(`routes.${item.title}`)}
        </NavLink>
      ))}
    </Nav>
  );
}
