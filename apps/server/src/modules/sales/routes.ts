import type { FastifyInstance } from 'fastify';
import { salesApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import * as service from './service';

/** Binding, verifying and joining by code per IP and minute: each one guesses a code. */
export const SALES_CODE_TRIES_PER_MINUTE = 20;
/** Team creations per IP and minute. */
export const SALES_TEAMS_PER_MINUTE = 10;

export function salesRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { store } = app.ctx;
  const db = store.db;
  // eslint-disable-next-line no-restricted-syntax -- a seller's figures count the paid orders of buyers in any tenant (sums only)
  const unscoped = store.unscoped;
  const tries = { rateLimitPerMinute: SALES_CODE_TRIES_PER_MINUTE };

  r(salesApi.getMySalesCode, async ({ user }) => service.mySalesCode(db, unscoped, user));
  r(salesApi.salesReferralPage, async ({ input, user }) => service.referralPage(db, unscoped, user, input));
  r(
    salesApi.bindSellCode,
    async ({ input, user }) => service.bind(db, user, input.sellCode, 'manual'),
    tries,
  );
  r(
    salesApi.verifySalesCodeCorrectness,
    async ({ input, user }) => service.verify(db, user.tenantId, input.sellCode),
    tries,
  );
  r(
    salesApi.joiningTheSalesTeam,
    async ({ input, user }) => service.joinTeam(db, user, input.teamCode),
    tries,
  );
  r(salesApi.salesTeamCreate, async ({ input, user }) => service.createTeam(store, user, input.name), {
    rateLimitPerMinute: SALES_TEAMS_PER_MINUTE,
  });
  r(salesApi.salesTeamMine, async ({ user }) => service.teamMine(db, user.userId));
  r(salesApi.salesTeamDetail, async ({ input, user }) =>
    service.teamDetail(db, unscoped, user.userId, input.teamId, input.months),
  );
}
