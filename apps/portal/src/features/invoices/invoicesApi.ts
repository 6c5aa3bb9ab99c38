import type { invoicesApi as contract } from '@platform/contracts/invoices';
import { invoicesRoutes } from '@platform/contracts/invoices/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const routes = routesOf<typeof contract>(invoicesRoutes);
const api = platformApi.enhanceEndpoints({ addTagTypes: ['Invoices', 'InvoiceTitles'] });

/**
 * The expense centre's invoices and invoice titles. Saving a title and applying are silent: their
 * pages show the server's refusal beside the form instead of a toast, and keep what was typed.
 */
export const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    invoiceTitleList: build.query({
      ...fromContract(routes.invoiceTitleList),
      providesTags: ['InvoiceTitles'],
    }),
    invoiceTitleSave: build.mutation({
      ...fromContract(routes.invoiceTitleSave, { silent: true }),
      invalidatesTags: ['InvoiceTitles'],
    }),
    invoiceTitleRemove: build.mutation({
      ...fromContract(routes.invoiceTitleRemove),
      invalidatesTags: ['InvoiceTitles'],
    }),
    invoiceableOrders: build.query({
      ...fromContract(routes.invoiceableOrders),
      providesTags: ['Invoices'],
    }),
    invoiceApply: build.mutation({
      ...fromContract(routes.invoiceApply, { silent: true }),
      invalidatesTags: ['Invoices'],
    }),
    invoicePage: build.query({ ...fromContract(routes.invoicePage), providesTags: ['Invoices'] }),
    invoiceDetail: build.query({ ...fromContract(routes.invoiceDetail), providesTags: ['Invoices'] }),
  }),
});

export const {
  useInvoiceTitleListQuery,
  useInvoiceTitleSaveMutation,
  useInvoiceTitleRemoveMutation,
  useInvoiceableOrdersQuery,
  useInvoiceApplyMutation,
  useInvoicePageQuery,
  useInvoiceDetailQuery,
} = invoicesApi;

/** The path of the PDF call (a plain fetch through downloadFile, not RTK Query). */
export const INVOICE_PDF_PATH = invoicesRoutes.invoicePdf.path;
