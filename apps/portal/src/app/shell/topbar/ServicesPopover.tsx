import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { Popover, Tag } from '@platform/ui';
import { useAppSelector } from '../../../shared/store/hooks';
import { useCustomer } from '../../../shared/customer/useCustomer';
import { usePurchasedServicesQuery } from '../../../shared/permission/permissionApi';
import { ROUTES } from '../../router/routeTable';
import { BarButton } from './TopBar.styles';
import { PURCHASED_LABEL, SERVICE_ROUTES } from '../../../shared/customer/serviceRoutes';
import { useMenuSelection } from './useMenuSelection';
import { trackServiceClick } from '../../../features/media-tracking';
import type { AppStore } from '../../../shared/store/rootState';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 8px;
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand[500]};
  }
`;

/** 'Professional services' hover popover, width 500, only when a service is available. */
export function ServicesPopover() {
  const { t } = useTranslation();
  const customer = useCustomer();
  const token = useAppSelector((s) => s.app.token);
  const { data: purchased } = usePurchasedServicesQuery(undefined, { skip: !token });
  const select = useMenuSelection();
  const store = useStore() as AppStore;
  if (!customer.services.length) return null;
  const bought = new Set((purchased ?? []).filter((p) => p.label === PURCHASED_LABEL).map((p) => p.id));
  return (
    <Popover
      trigger="hover"
      width={500}
      placement="bottom-start"
      aria-label={t('topBar.professionalServices')}
      content={
        <Grid>
          {customer.services.map((service) => {
            const path = SERVICE_ROUTES[service.id];
            const meta = ROUTES.find((r) => r.path === path)?.meta;
            return (
              <Item
                key={service.id}
                type="button"
                onClick={() => {
                  // Media tracking: opening a purchased service is a click (action 2).
                  if (path && bought.has(service.id)) trackServiceClick(store, path);
                  void select({ path, meta, serviceId: service.id });
                }}
              >
                <span>{t(`services.${service.id}`, { defaultValue: service.name })}</span>
                {bought.has(service.id) && <Tag tone="success">{t('topBar.purchased')}</Tag>}
              </Item>
            );
          })}
        </Grid>
      }
    >
      <BarButton type="button">{t('topBar.professionalServices')} ▾</BarButton>
    </Popover>
  );
}
