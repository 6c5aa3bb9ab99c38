import type { FastifyInstance } from 'fastify';
import { largeScreenApi as api } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import * as service from './service';

/** Calls per IP and minute: the screen asks for events every few seconds and its figures each minute. */
export const LARGE_SCREEN_CALLS_PER_MINUTE = 120;

export function largeScreenRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { store } = app.ctx;
  const limit = { rateLimitPerMinute: LARGE_SCREEN_CALLS_PER_MINUTE };
  r(api.overview, ({ input }) => service.overview(store, input), limit);
  r(api.events, ({ input }) => service.events(store, input), limit);
}
