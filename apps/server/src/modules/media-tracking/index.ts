import type { FastifyInstance } from 'fastify';
import { startMediaTrackingJobs } from './jobs';
import { createMonitors, describeMonitors, type MediaMonitors } from './monitor';
import { mediaTrackingRoutes } from './routes';
import { recordConversion, type Conversion } from './service';

/**
 * Media tracking (issue 30 item 7; docs/media-tracking.md): visits and clicks that arrive with one
 * of the nine media channels, each user's first channel, the registration, activation (trial) and
 * purchase (paid order) records of attributed users, their delivery to each channel's monitor (the
 * log unless MEDIA_MONITOR_URLS names one), and the operator's report by channel and day. Pay
 * hands over its conversions through `mediaConversion` (modules/index.ts), so pay does not depend
 * on this module.
 */
export const mediaTrackingModule = async (app: FastifyInstance, deps: { monitors?: MediaMonitors } = {}) => {
  const urls = app.ctx.config.mediaTracking.monitorUrls;
  mediaTrackingRoutes(app);
  startMediaTrackingJobs(app, deps.monitors ?? createMonitors(urls, app.log));
  app.log.info(describeMonitors(urls));
};

/**
 * Pay's hook: records a conversion of an attributed user. Never throws: a tracking failure is
 * logged and the payment or trial goes on.
 */
export function mediaConversion(app: FastifyInstance) {
  return async (event: Conversion): Promise<void> => {
    try {
      await recordConversion(app.ctx.store.db, event);
    } catch (err) {
      app.log.warn({ err, conversion: event.kind }, 'media-tracking: recording a conversion failed');
    }
  };
}

export type { Conversion } from './service';
export { createMonitors, httpMonitor, logMonitor, type MediaMonitor, type MediaMonitors } from './monitor';
