import type { FastifyPluginAsync } from 'fastify';
import { chainRoutes } from './routes';

/**
 * Industry chain maps (spec 2 §7): the catalogue, a chain's node tree with company counts, a
 * node's companies (filtered, paged) and its description with companies by province. The chains
 * and company placements are the shared company data set (migration 0400_bigdata).
 */
export const chainModule: FastifyPluginAsync = async (app) => chainRoutes(app);
