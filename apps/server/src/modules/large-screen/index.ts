import type { FastifyPluginAsync } from 'fastify';
import { largeScreenRoutes } from './routes';

/**
 * 产业大屏 (/largeScreen, login; docs/large-screen.md): a region's industry dashboard for a wall —
 * its figures, chains, ten years of growth and sub-regions from the kept counts of metric-table
 * and attract, and the change events of its companies streaming in. Reads only; owns no table.
 */
export const largeScreenModule: FastifyPluginAsync = async (app) => largeScreenRoutes(app);
