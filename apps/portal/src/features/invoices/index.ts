import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

const invoice = { side: true, sideGroup: 'invoice', isAuth: true } as const;

/** The expense centre's invoices (issue 29 item 6; side group 'invoice', login required). */
export const invoicesRoutes = {
  invoiceManagement: {
    path: '/expenseCenter/invoiceManagement',
    meta: { title: 'expense.invoiceManagement', ...invoice, hidden: false },
    page: lazyPage(() => import('./InvoiceListPage')),
  },
  invoiceApply: {
    path: '/expenseCenter/invoiceApply',
    meta: { title: 'expense.invoiceApply', ...invoice, hidden: true },
    page: lazyPage(() => import('./InvoiceApplyPage')),
  },
  invoiceDetail: {
    path: '/expenseCenter/invoiceDetail',
    meta: { title: 'expense.invoiceDetail', ...invoice, hidden: true },
    page: lazyPage(() => import('./InvoiceDetailPage')),
  },
  setInvoiceInfo: {
    path: '/expenseCenter/setInvoiceInfo',
    meta: { title: 'expense.setInvoiceInfo', ...invoice, hidden: true },
    page: lazyPage(() => import('./InvoiceTitlesPage')),
  },
} satisfies Record<string, RouteEntry>;

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const INVOICES_I18N_NAMESPACE = 'invoices';
export type { invoicesZh as InvoicesResources } from './copy';
