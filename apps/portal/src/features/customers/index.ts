import { lazyPage } from '../../shared/router/lazyPage';

/**
 * The 客户管理 workspace (issue 26 items 5–9; docs/customers.md): customers with contacts and a
 * timeline, deals on a board over the organisation's stages, tasks, and the dashboard. The section
 * helper of the route table mounts it as the home of /customer/customerIndex (business type 2,
 * behind its purchase).
 */
export const CustomersHomePage = lazyPage(() => import('./CustomersHomePage'));

/** 精准拓客's 转为客户 (features/leads): leads become customers. */
export { useCrmCustomerFromLeadsMutation } from './customersApi';

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const CUSTOMERS_I18N_NAMESPACE = 'customers';
export type { customersZh as CustomersResources } from './copy';
