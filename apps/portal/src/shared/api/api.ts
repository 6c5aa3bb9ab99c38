import { createApi } from '@reduxjs/toolkit/query/react';
import { platformBaseQuery } from './baseQuery';

/** The one RTK Query api; features add their endpoints with injectEndpoints. */
export const platformApi = createApi({
  reducerPath: 'api',
  baseQuery: platformBaseQuery,
  tagTypes: ['Customer', 'User', 'Org', 'Counts', 'Tenants', 'Services'],
  endpoints: () => ({}),
});

export { callOf, dataOf, fromContract, routesOf, type ContractRoute, type In, type Out } from './contract';
