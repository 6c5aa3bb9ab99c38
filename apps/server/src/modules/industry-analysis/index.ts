import type { FastifyPluginAsync } from 'fastify';
import { industryAnalysisRoutes } from './routes';

/**
 * 产业分析 and 对标分析 (/serve/induAnalysis, /serve/induCompare; issue 28 items 2 and 3;
 * docs/industry-analysis.md): a chain in a region, and two to four regions side by side, read from
 * the enterprise read model and 精准招商's kept counts per region and place. Owns no table; the
 * export counts against the chain export quota (modules/chain).
 */
export const industryAnalysisModule: FastifyPluginAsync = async (app) => industryAnalysisRoutes(app);
