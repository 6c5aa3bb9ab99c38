import type { FastifyInstance } from 'fastify';
import { salesRoutes } from './routes';

/**
 * Sales management (issue 29 item 4; docs/sales.md): sellers' codes, teams, who a code brought, and
 * their orders' figures. Orders carry the buyer's bound code (pay's createOrder asks `sellCodeOf`,
 * handed in by modules/index.ts); the invite record binds a user who arrives with a code.
 */
export const salesModule = async (app: FastifyInstance) => salesRoutes(app);

export { bind as bindSellCode, sellCodeOf } from './service';
