/**
 * Method, path and auth of one API call, without schemas. Route tables (`<service>/routes.ts`)
 * import nothing that pulls zod, so clients can load them in their first bundle.
 */
export type HttpMethod = 'GET' | 'POST';

export type EndpointAuth = 'public' | 'user';

export interface Route<M extends HttpMethod = HttpMethod, A extends EndpointAuth = EndpointAuth> {
  readonly method: M;
  readonly path: string;
  readonly auth: A;
}

export type RouteTable = Readonly<Record<string, Route>>;
