import type { FastifyInstance } from 'fastify';
import { mediaTrackingApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { customerForDomain } from '../accounts';
import * as service from './service';

/**
 * Visits, clicks and attributions per IP and minute: a person makes a handful; 60 lets a busy
 * office through and refuses a script (docs/architecture/rate-limits.md).
 */
export const MEDIA_TRACKING_CALLS_PER_MINUTE = 60;
/** Report reads per IP and minute: each aggregates up to 92 days. */
export const MEDIA_REPORTS_PER_MINUTE = 30;

export function mediaTrackingRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const db = app.ctx.store.db;
  const tracking = { rateLimitPerMinute: MEDIA_TRACKING_CALLS_PER_MINUTE };
  const customerOf = async (hostname: string) => (await customerForDomain(db, hostname)).customer_code;

  r(
    mediaTrackingApi.mediaVisit,
    async ({ input, user, request }) =>
      service.recordVisit(db, await customerOf(request.hostname), input, user?.userId ?? null),
    tracking,
  );
  r(
    mediaTrackingApi.mediaClick,
    async ({ input, user, request }) =>
      service.recordClick(db, await customerOf(request.hostname), input, user?.userId ?? null),
    tracking,
  );
  r(mediaTrackingApi.mediaAttribute, async ({ input, user }) => service.attribute(db, user, input), tracking);
  r(mediaTrackingApi.mediaChannelReport, async ({ input, user }) => service.channelReport(db, user, input), {
    rateLimitPerMinute: MEDIA_REPORTS_PER_MINUTE,
  });
}
