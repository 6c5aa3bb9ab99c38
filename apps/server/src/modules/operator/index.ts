import type { FastifyPluginAsync } from 'fastify';
import { operatorRoutes } from './routes';

/**
 * The operator console's calls (issue 32; docs/operator.md): the platform operator's sensitive
 * words and dictionaries, each call refused by the server for anyone else. The tables stay their
 * owners' (content, system); this module only holds the operator's rules.
 */
export const operatorModule: FastifyPluginAsync = async (app) => operatorRoutes(app);
