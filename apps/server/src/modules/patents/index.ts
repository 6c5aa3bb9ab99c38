import type { FastifyPluginAsync } from 'fastify';
import { patentRoutes } from './routes';

/**
 * 专利, the patent search (/serve/patents; docs/patents.md): the companies' patents of bigdata's
 * read model searched by title, number, applicant, IPC and type, one company's patents, and the
 * statistics of a chain or region. Reads bigdata's patents; owns its kept statistics (patent_stats).
 */
export const patentsModule: FastifyPluginAsync = async (app) => patentRoutes(app);
