import type { FastifyInstance } from 'fastify';
import { startIntervalJob } from '../../lib/pending-rows';
import type { MediaMonitors } from './monitor';
import { deliverPending } from './service';

/**
 * The delivery job: every interval from ready to close, pending records go to their channel's
 * monitor. One round at a time; the state is in the table, so a restart picks up what is pending.
 */
export function startMediaTrackingJobs(app: FastifyInstance, monitors: MediaMonitors): void {
  startIntervalJob(app, {
    name: 'media-tracking',
    intervalMs: () => app.ctx.config.mediaTracking.deliveryIntervalMs,
    round: () => deliverPending(app.ctx.store.db, monitors, app.log),
  });
}
