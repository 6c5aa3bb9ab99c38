import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerAuthRoutes } from './auth/routes';
import { registerResourceRoutes } from './resource/routes';
import { registerSystemRoutes } from './system/routes';
import { registerOrgRoutes } from './org/routes';
import { registerFeedbackRoutes } from './feedback/routes';
import { registerInviteRoutes } from './invite/routes';
import { registerPermissionRoutes } from './permission/routes';
import { registerSocialRoutes } from './social/routes';
import { registerPayRoutes } from './pay/routes';

/** Every module, one line each. */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerAuthRoutes(app, ctx);
  registerSystemRoutes(app, ctx);
  registerResourceRoutes(app, ctx);
  registerOrgRoutes(app, ctx);
  registerFeedbackRoutes(app, ctx);
  registerInviteRoutes(app, ctx);
  registerPermissionRoutes(app, ctx);
  registerSocialRoutes(app, ctx);
  registerPayRoutes(app, ctx);
}
