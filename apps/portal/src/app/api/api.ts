import { createApi } from '@reduxjs/toolkit/query/react';
import type { Endpoint, EndpointInput, EndpointOutput, Envelope } from '@platform/contracts';
import { platformBaseQuery } from './baseQuery';
import type { EndpointRef } from './endpoints';
import type { RequestArgs } from './transport';

/** The one RTK Query api; features add their endpoints with injectEndpoints. */
export const platformApi = createApi({
  reducerPath: 'api',
  baseQuery: platformBaseQuery,
  tagTypes: ['Customer', 'User', 'Org', 'Counts', 'Tenants', 'Services'],
  endpoints: () => ({}),
});

/** Request args for a contract endpoint: GET sends the input as query, POST as JSON body. */
export function callOf<E extends Endpoint>(def: EndpointRef<E>, input?: EndpointInput<E>): RequestArgs {
  const values = (input ?? {}) as Record<string, unknown>;
  return def.method === 'GET'
    ? { url: def.path, method: 'GET', params: values }
    : { url: def.path, method: 'POST', body: values };
}

/** Picks `data` out of the envelope, typed by the contract. */
export type In<R> = R extends EndpointRef<infer E> ? EndpointInput<E> : never;
export type Out<R> = R extends EndpointRef<infer E> ? EndpointOutput<E> : never;

export const dataOf =
  <E extends Endpoint>(_def: EndpointRef<E>) =>
  (envelope: Envelope<unknown>): EndpointOutput<E> =>
    envelope.data as EndpointOutput<E>;
