import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** As registered, parameters included (`/api/platform-resource/file/:id`). */
  path: string;
}

/**
 * Every route of a ready app, read from `printRoutes` (Fastify has no other public listing):
 * each line is a tree node, its indentation the depth, its text the path segment after its
 * parent's, and the methods in parentheses when a route ends there. HEAD twins are left out.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}
