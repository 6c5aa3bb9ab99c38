import type { FastifyPluginAsync } from 'fastify';
import { industryAnalysisRoutes } from './routes';

/**
 * 产业分析 and 对标分析 (/serve/induAnalysis, /serve/induCompare; issue 28 items 2 and 3;
 * docs/industry-analysis.md): a chain in a region, and two to four regions side by side, read from
 * 精准招商's kept counts per region and place, its own kept counts per region and chain
 * (analysis_chain_counts, migration 1380) and the enterprise read model (the top companies). The
 * export counts against the chain export quota (modules/chain).
 */
export const industryAnalysisModule: FastifyPluginAsync = async (app) => industryAnalysisRoutes(app);
