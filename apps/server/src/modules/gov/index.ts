import type { FastifyPluginAsync } from 'fastify';
import { govRoutes } from './routes';

/**
 * The 政企通 workspace (/politicsHome/politicsIndex and the enterprise page /serve/govAppeal, issue
 * 27 items 6–7; docs/gov.md): a government service desk (an organisation that bought business type 5)
 * serving a region sees its enterprises, pushes notices and policies to them, and handles their
 * appeals (诉求) through accept, assign, transfer, answer and close with deadlines and ratings; any
 * signed-in user of a company in the region submits and follows appeals and reads the notices.
 * Its tables are `gov_*`.
 */
export const govModule: FastifyPluginAsync = async (app) => govRoutes(app);
