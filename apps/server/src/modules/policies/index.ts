import type { FastifyPluginAsync } from 'fastify';
import { policyRoutes } from './routes';

/**
 * 政策, the platform's policy library (/serve/policy, /serve/policyDetail; docs/policies.md):
 * policies by level, region, chain and day, their full text and measures, the policies that apply
 * to a company, and the users' collected policies (myCollectPolicy).
 */
export const policiesModule: FastifyPluginAsync = async (app) => policyRoutes(app);
