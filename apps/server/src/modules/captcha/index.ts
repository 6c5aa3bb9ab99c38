import type { FastifyPluginAsync } from 'fastify';
import { captchaRoutes } from './routes';

/** The slider captcha: puzzles, checks and the one-use verifications logins and SMS sends need. */
export const captchaModule: FastifyPluginAsync = async (app) => captchaRoutes(app);

export { CAPTCHA_TOLERANCE, consumeVerification } from './service';
