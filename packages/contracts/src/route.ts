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
  /**
   * A widget token (minted for a partner page, scope `widget`) may call this route. Every other
   * route refuses such a token (403): only what the widgets in packages/widgets call is marked.
   */
  readonly widget?: true;
}

export type RouteTable = Readonly<Record<string, Route>>;
