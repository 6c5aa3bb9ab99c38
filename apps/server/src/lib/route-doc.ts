import type { Endpoint } from '@platform/contracts';

/**
 * What the API reference (GET /api/openapi.json) says about one route. Contract routes get it from
 * `route()`; a route registered on Fastify directly (a file, the token grant) passes its own in
 * `config.doc`, and a route without one is left out of the reference (an internal route).
 */
export interface RouteDoc {
  /** The route's contract: method, path, auth, input and output. */
  endpoint: Endpoint;
  /** The envelope `code` of a success when not the usual 666666. */
  successCode?: number;
  /** Where the input is read: the merged query and body (default), the path, or a multipart form. */
  inputIn?: 'merged' | 'path' | 'multipart';
  /**
   * The success answer: the JSON envelope around `output` (default), `output` itself as JSON
   * (the token grant), or bytes of a media type (a file, an export).
   */
  answer?: 'envelope' | 'json' | { mediaType: string; description: string };
  /** A short sentence for the reference when the route's name does not say enough. */
  summary?: string;
  /** The OAuth client's HTTP Basic credentials are required (the token grant). */
  clientCredentials?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}
