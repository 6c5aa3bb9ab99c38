import type { Endpoint, EndpointInput, EndpointOutput, Envelope } from '@platform/contracts';
import type { Route } from '@platform/contracts/route';
import type { RequestArgs } from './transport';

/**
 * A route of a contract table (`@platform/contracts/<service>/routes`, no zod), typed by the
 * composed endpoint of the same name. Only the type of the endpoint is imported, so the schemas
 * stay out of the portal's bundles while inputs and outputs stay checked by the contract.
 */
export interface ContractRoute<E extends Endpoint = Endpoint> extends Route<E['method'], E['auth']> {
  /** Type carrier only; never set. */
  readonly contract?: E;
}

/** Types a service's route table by its composed endpoints: `routesOf<typeof payApi>(payRoutes)`. */
export function routesOf<C extends Record<string, Endpoint>>(table: {
  readonly [K in keyof C]: Route<C[K]['method'], C[K]['auth']>;
}): { readonly [K in keyof C]: ContractRoute<C[K]> } {
  return table;
}

type EndpointOf<R> = R extends ContractRoute<infer E> ? E : never;

/** What a caller passes: nothing at all when every input field is optional. */
export type In<R> =
  Record<never, never> extends EndpointInput<EndpointOf<R>>
    ? EndpointInput<EndpointOf<R>> | void
    : EndpointInput<EndpointOf<R>>;
export type Out<R> = EndpointOutput<EndpointOf<R>>;

/** Request args for a contract route: GET sends the input as query, POST as body. */
export interface CallOptions {
  form?: boolean;
  /** No error toast when the call fails (RequestArgs.silent). */
  silent?: boolean;
}

export function callOf<R extends ContractRoute>(route: R, input?: In<R>, options: CallOptions = {}) {
  const values = (input ?? {}) as Record<string, unknown>;
  const args: RequestArgs =
    route.method === 'GET'
      ? { url: route.path, method: 'GET', params: values }
      : { url: route.path, method: 'POST', body: values };
  return {
    ...args,
    ...(options.form ? { form: true } : {}),
    ...(options.silent ? { silent: true } : {}),
  };
}

/** Picks `data` out of the envelope, typed by the contract. */
export const dataOf =
  <R extends ContractRoute>(_route: R) =>
  (envelope: Envelope<unknown>): Out<R> =>
    envelope.data as Out<R>;

/**
 * The one way the portal builds an RTK Query endpoint from a contract route:
 * `build.query({ ...fromContract(R.userInfo), providesTags: ['User'] })`.
 */
export function fromContract<R extends ContractRoute>(route: R, options: CallOptions = {}) {
  return {
    query: (input: In<R>) => callOf(route, input, options),
    transformResponse: dataOf(route),
  };
}
