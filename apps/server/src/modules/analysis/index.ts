import type { FastifyPluginAsync } from 'fastify';
import { analysisRoutes } from './routes';

/**
 * Investment and analysis maps (spec 2 §7): investment rounds, investors and their links for a
 * chain scope (precise-business, scene 4); target counts and supply partners (precise-customer,
 * scene 1); shared holders, equity penetration, investment distribution and capital ties
 * (chain); technology, gene code and cooperation density (algorithm). Every answer is a query
 * over the company data set; docs/analysis-maps.md says how each is worked out.
 */
export const analysisModule: FastifyPluginAsync = async (app) => analysisRoutes(app);
