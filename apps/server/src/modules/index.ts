import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerAuthRoutes } from './auth/routes';
import { registerResourceRoutes } from './resource/routes';
import { registerSystemRoutes } from './system/routes';

/** Every module, one line each. */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerAuthRoutes(app, ctx);
  registerSystemRoutes(app, ctx);
  registerResourceRoutes(app, ctx);
}
