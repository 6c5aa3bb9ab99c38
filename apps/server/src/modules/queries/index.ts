import type { FastifyPluginAsync } from 'fastify';
import { queriesRoutes } from './routes';

/**
 * The query history of the user area (/control/query; docs/queries.md): each user's searches of
 * discover, the chain map and the acquisition workspaces, recent (recorded as they run) or named.
 * The searching modules record through `recordQuery`, handed to them by modules/index.ts.
 */
export const queriesModule: FastifyPluginAsync = async (app) => queriesRoutes(app);

export { recordQuery } from './service';
