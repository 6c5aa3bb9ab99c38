import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** As registered: ':name' parameters and '*' wildcards left in. */
  path: string;
}

const LINE = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app registered, read from Fastify's route tree (printRoutes): the app's own
 * list, so a route added by any module or plugin is in it without being named anywhere.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const prefixes: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? prefixes[depth - 1]! : '') + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean))
      if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}
