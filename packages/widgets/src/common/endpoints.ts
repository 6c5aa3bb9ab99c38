import type { Endpoint } from '@platform/contracts';
import type { Route } from '@platform/contracts/route';

/**
 * A contract route typed as its endpoint, without the endpoint's zod schemas: widgets call routes
 * (method, path, auth) and read the answer as the endpoint's output type, so zod stays out of the
 * partner's download (the server validates).
 */
export const typed = <E extends Endpoint>(route: Route): E => route as unknown as E;
