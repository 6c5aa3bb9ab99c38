import {
  operatorCustomerRoutes,
  operatorRoutes,
  type operatorApi as contract,
  type operatorImportRoutes,
} from '@platform/contracts';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const routes =
  routesOf<Omit<typeof contract, keyof typeof operatorCustomerRoutes | keyof typeof operatorImportRoutes>>(
    operatorRoutes,
  );
const api = platformApi.enhanceEndpoints({
  addTagTypes: ['OperatorWords', 'OperatorDictionaries', 'OperatorEditions', 'OperatorPartners'],
});
const customerRoutes =
  routesOf<Pick<typeof contract, keyof typeof operatorCustomerRoutes>>(operatorCustomerRoutes);
const customersApi = api.enhanceEndpoints({ addTagTypes: ['OperatorCustomers'] });

/** The operator console's calls. */
export const operatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    operatorMe: build.query(fromContract(routes.me, { silent: true })),
    operatorWordPage: build.query({
      ...fromContract(routes.sensitiveWordPage),
      providesTags: ['OperatorWords'],
    }),
    operatorWordAdd: build.mutation({
      ...fromContract(routes.sensitiveWordAdd),
      invalidatesTags: ['OperatorWords'],
    }),
    operatorWordRemove: build.mutation({
      ...fromContract(routes.sensitiveWordRemove),
      invalidatesTags: ['OperatorWords'],
    }),
    operatorDictCodes: build.query({
      ...fromContract(routes.dictionaryCodes),
      providesTags: ['OperatorDictionaries'],
    }),
    operatorDictEntries: build.query({
      ...fromContract(routes.dictionaryEntries),
      providesTags: ['OperatorDictionaries'],
    }),
    operatorDictSave: build.mutation({
      ...fromContract(routes.dictionarySave),
      invalidatesTags: ['OperatorDictionaries'],
    }),
    operatorPartners: build.query({ ...fromContract(routes.partners), providesTags: ['OperatorPartners'] }),
    operatorPartnerOriginAdd: build.mutation({
      ...fromContract(routes.partnerOriginAdd),
      invalidatesTags: ['OperatorPartners'],
    }),
    operatorPartnerOriginRemove: build.mutation({
      ...fromContract(routes.partnerOriginRemove),
      invalidatesTags: ['OperatorPartners'],
    }),
    operatorPartnerSecretRotate: build.mutation(fromContract(routes.partnerSecretRotate)),
    operatorPartnerRate: build.mutation({
      ...fromContract(routes.partnerRate),
      invalidatesTags: ['OperatorPartners'],
    }),
    operatorEditions: build.query({ ...fromContract(routes.editions), providesTags: ['OperatorEditions'] }),
    operatorMealSave: build.mutation({
      ...fromContract(routes.mealSave),
      invalidatesTags: ['OperatorEditions'],
    }),
    operatorGoodsSave: build.mutation({
      ...fromContract(routes.goodsSave),
      invalidatesTags: ['OperatorEditions'],
    }),
    operatorGoodsRetire: build.mutation({
      ...fromContract(routes.goodsRetire),
      invalidatesTags: ['OperatorEditions'],
    }),
  }),
});

/**
 * The customers (docs/operator.md "Customers"). A save also drops the portal's own customer
 * configuration, so an operator editing the customer of the host they are on sees it at once.
 */
export const operatorCustomersApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    operatorCustomers: build.query({
      ...fromContract(customerRoutes.customers),
      providesTags: ['OperatorCustomers'],
    }),
    operatorCustomer: build.query({
      ...fromContract(customerRoutes.customerRead),
      providesTags: ['OperatorCustomers'],
    }),
    operatorCustomerHistory: build.query({
      ...fromContract(customerRoutes.customerHistory),
      providesTags: ['OperatorCustomers'],
    }),
    operatorCustomerCreate: build.mutation({
      ...fromContract(customerRoutes.customerCreate),
      invalidatesTags: ['OperatorCustomers', 'Customer'],
    }),
    operatorCustomerSave: build.mutation({
      ...fromContract(customerRoutes.customerSave),
      invalidatesTags: ['OperatorCustomers', 'Customer'],
    }),
  }),
});

export const {
  useOperatorCustomersQuery,
  useOperatorCustomerQuery,
  useOperatorCustomerHistoryQuery,
  useOperatorCustomerCreateMutation,
  useOperatorCustomerSaveMutation,
} = operatorCustomersApi;

export const {
  useOperatorPartnersQuery,
  useOperatorPartnerOriginAddMutation,
  useOperatorPartnerOriginRemoveMutation,
  useOperatorPartnerSecretRotateMutation,
  useOperatorPartnerRateMutation,
  useOperatorEditionsQuery,
  useOperatorMealSaveMutation,
  useOperatorGoodsSaveMutation,
  useOperatorGoodsRetireMutation,
  useOperatorMeQuery,
  useOperatorWordPageQuery,
  useOperatorWordAddMutation,
  useOperatorWordRemoveMutation,
  useOperatorDictCodesQuery,
  useOperatorDictEntriesQuery,
  useOperatorDictSaveMutation,
} = operatorApi;
