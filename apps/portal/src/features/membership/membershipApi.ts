import { callOf, dataOf, platformApi, type In, type Out } from '../../app/api/api';
import { ENDPOINTS } from '../../app/api/endpoints';
import { PAY_ENDPOINTS as E } from './payEndpoints';

type Ref = typeof E;

const api = platformApi.enhanceEndpoints({ addTagTypes: ['Member', 'Orders', 'Codes', 'Trial'] });

/** Membership and payment calls (spec 1 §7, spec 2 §7 Payment catalogue). */
export const membershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    mealShow: build.query<Out<Ref['mealShow']>, void>({
      query: () => callOf(E.mealShow),
      transformResponse: dataOf(E.mealShow),
    }),
    memberInfo: build.query<Out<Ref['memberInfo']>, void>({
      query: () => callOf(E.memberInfo),
      transformResponse: dataOf(E.memberInfo),
      providesTags: ['Member'],
    }),
    paySettings: build.query<Out<Ref['paySettings']>, void>({
      query: () => callOf(E.paySettings),
      transformResponse: dataOf(E.paySettings),
    }),
    existOrder: build.mutation<Out<Ref['existOrder']>, In<Ref['existOrder']>>({
      query: (input) => callOf(E.existOrder, input),
      transformResponse: dataOf(E.existOrder),
    }),
    createOrder: build.mutation<Out<Ref['createOrder']>, In<Ref['createOrder']>>({
      query: (input) => callOf(E.createOrder, input),
      transformResponse: dataOf(E.createOrder),
      invalidatesTags: ['Orders'],
    }),
    wxNativePay: build.mutation<Out<Ref['wxNativePay']>, In<Ref['wxNativePay']>>({
      query: (input) => callOf(E.wxNativePay, input),
      transformResponse: dataOf(E.wxNativePay),
    }),
    aliPreCreate: build.mutation<Out<Ref['aliPreCreate']>, In<Ref['aliPreCreate']>>({
      query: (input) => callOf(E.aliPreCreate, input),
      transformResponse: dataOf(E.aliPreCreate),
    }),
    // Polling calls are mutations so every poll reaches the server (no cache).
    wxOrderQuery: build.mutation<Out<Ref['wxOrderQuery']>, In<Ref['wxOrderQuery']>>({
      query: (input) => callOf(E.wxOrderQuery, input),
      transformResponse: dataOf(E.wxOrderQuery),
    }),
    aliTradeQuery: build.mutation<Out<Ref['aliTradeQuery']>, In<Ref['aliTradeQuery']>>({
      query: (input) => callOf(E.aliTradeQuery, input),
      transformResponse: dataOf(E.aliTradeQuery),
    }),
    currentTenants: build.query<Out<typeof ENDPOINTS.currentTenantList>, void>({
      query: () => callOf(ENDPOINTS.currentTenantList),
      transformResponse: dataOf(ENDPOINTS.currentTenantList),
    }),
    tenantAdmin: build.mutation<Out<Ref['tenantAdmin']>, In<Ref['tenantAdmin']>>({
      query: (input) => ({ ...callOf(E.tenantAdmin, input), form: true }),
      transformResponse: dataOf(E.tenantAdmin),
    }),
    orderPage: build.query<Out<Ref['orderPage']>, In<Ref['orderPage']>>({
      query: (input) => callOf(E.orderPage, input),
      transformResponse: dataOf(E.orderPage),
      providesTags: ['Orders'],
    }),
    trialInfo: build.query<Out<Ref['trialInfo']>, In<Ref['trialInfo']>>({
      query: (input) => callOf(E.trialInfo, input),
      transformResponse: dataOf(E.trialInfo),
      providesTags: ['Trial'],
    }),
    trialActive: build.mutation<Out<Ref['trialActive']>, In<Ref['trialActive']>>({
      query: (input) => callOf(E.trialActive, input),
      transformResponse: dataOf(E.trialActive),
    }),
    scanActive: build.mutation<Out<Ref['scanActive']>, In<Ref['scanActive']>>({
      query: (input) => callOf(E.scanActive, input),
      transformResponse: dataOf(E.scanActive),
      invalidatesTags: ['Member', 'Services', 'Codes'],
    }),
    codeProducts: build.query<Out<Ref['codeProducts']>, void>({
      query: () => callOf(E.codeProducts),
      transformResponse: dataOf(E.codeProducts),
    }),
    codeCreateBatch: build.mutation<Out<Ref['codeCreateBatch']>, In<Ref['codeCreateBatch']>>({
      query: (input) => callOf(E.codeCreateBatch, input),
      transformResponse: dataOf(E.codeCreateBatch),
      invalidatesTags: ['Codes'],
    }),
    codePage: build.query<Out<Ref['codePage']>, In<Ref['codePage']>>({
      query: (input) => callOf(E.codePage, input),
      transformResponse: dataOf(E.codePage),
      providesTags: ['Codes'],
    }),
  }),
});

export const {
  useMealShowQuery,
  useMemberInfoQuery,
  usePaySettingsQuery,
  useExistOrderMutation,
  useCreateOrderMutation,
  useWxNativePayMutation,
  useAliPreCreateMutation,
  useTenantAdminMutation,
  useOrderPageQuery,
  useTrialInfoQuery,
  useTrialActiveMutation,
  useScanActiveMutation,
  useCodeProductsQuery,
  useCodeCreateBatchMutation,
  useCodePageQuery,
} = membershipApi;
