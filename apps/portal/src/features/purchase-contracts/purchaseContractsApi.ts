import type { purchaseContractsApi as contract } from '@platform/contracts/purchase-contracts';
import { purchaseContractsRoutes } from '@platform/contracts/purchase-contracts/routes';
import type { invoicesApi as invoicesContract } from '@platform/contracts/invoices';
import { invoicesRoutes } from '@platform/contracts/invoices/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const routes = routesOf<typeof contract>(purchaseContractsRoutes);
const invoiceRoutes = routesOf<typeof invoicesContract>(invoicesRoutes);
const api = platformApi.enhanceEndpoints({ addTagTypes: ['PurchaseContracts', 'InvoiceTitles'] });

/**
 * The expense centre's purchase contracts. Applying is silent: the page shows the server's refusal
 * beside the form instead of a toast, and keeps what was typed. The tenant's invoice titles (the
 * invoices' call, tagged as theirs) prefill party A on the apply page.
 */
export const purchaseContractsApi = api.injectEndpoints({
  endpoints: (build) => ({
    contractableOrders: build.query({
      ...fromContract(routes.contractableOrders),
      providesTags: ['PurchaseContracts'],
    }),
    contractApply: build.mutation({
      ...fromContract(routes.contractApply, { silent: true }),
      invalidatesTags: ['PurchaseContracts'],
    }),
    contractPage: build.query({ ...fromContract(routes.contractPage), providesTags: ['PurchaseContracts'] }),
    contractDetail: build.query({
      ...fromContract(routes.contractDetail),
      providesTags: ['PurchaseContracts'],
    }),
    contractInvoiceTitles: build.query({
      ...fromContract(invoiceRoutes.invoiceTitleList),
      providesTags: ['InvoiceTitles'],
    }),
  }),
});

export const {
  useContractableOrdersQuery,
  useContractApplyMutation,
  useContractPageQuery,
  useContractDetailQuery,
  useContractInvoiceTitlesQuery,
} = purchaseContractsApi;

/** The path of the PDF call (a plain fetch through downloadFile, not RTK Query). */
export const CONTRACT_PDF_PATH = purchaseContractsRoutes.contractPdf.path;
