import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

const contract = { side: true, sideGroup: 'contract', isAuth: true } as const;

/** The expense centre's purchase contracts (issue 29 item 7; side group 'contract', login required). */
export const purchaseContractsRoutes = {
  contracts: {
    path: '/expenseCenter/contracts',
    meta: { title: 'expense.contracts', ...contract, hidden: false },
    page: lazyPage(() => import('./ContractListPage')),
  },
  applyContract: {
    path: '/expenseCenter/applyContract',
    meta: { title: 'expense.applyContract', ...contract, hidden: true },
    page: lazyPage(() => import('./ContractApplyPage')),
  },
  contractDetail: {
    path: '/expenseCenter/contractDetail',
    meta: { title: 'expense.contractDetail', ...contract, hidden: true },
    page: lazyPage(() => import('./ContractDetailPage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const PURCHASE_CONTRACTS_I18N_NAMESPACE = 'purchaseContracts';
export type { purchaseContractsZh as PurchaseContractsResources } from './copy';
