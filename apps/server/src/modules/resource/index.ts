import type { FastifyPluginAsync } from 'fastify';
import { resourceRoutes } from './routes';

/** SMS verification codes: sending (rate-limited per phone and IP) and checking them. */
export const resourceModule: FastifyPluginAsync = async (app) => resourceRoutes(app);

export { SMS_CODE_MAX_ATTEMPTS, verifyCode, type VerifyCodeRequest } from './service';
