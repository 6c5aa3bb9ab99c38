import type { FastifyInstance } from 'fastify';
import { todayInChina } from '../../lib/china-time';
import { sweepCompanyWatch } from '../company-tracking';
import { sweepIndustryWatch } from '../industry-tracking';
import { reminderHourReached, sweepReminders } from './sweep';

/**
 * The daily sweep of work reminders, 企业监控's and 产业追踪's digests: once when the server is ready and then every interval, while the
 * configured hour (China time) has been reached and today's sweep has not yet finished without a
 * failure. A restart sweeps again and finds what was sent (nothing is sent twice).
 */
export function startReminderJobs(app: FastifyInstance): void {
  const { enabled, hour, sweepIntervalMs } = app.ctx.config.reminders;
  if (!enabled) return;
  let timer: NodeJS.Timeout | undefined;
  let doneFor = '';
  let running = false;
  const tick = async () => {
    const now = new Date();
    if (running || doneFor === todayInChina(now) || !reminderHourReached(now, hour)) return;
    running = true;
    try {
      const r = await sweepReminders(app, now);
      const w = await sweepCompanyWatch(app, now);
      const i = await sweepIndustryWatch(app, now);
      if (r.failed === 0 && w.failed === 0 && i.failed === 0) doneFor = r.day;
      if (r.sent) app.log.info({ day: r.day, sent: r.sent }, 'reminders: work reminders sent');
      if (w.sent) app.log.info({ day: r.day, sent: w.sent }, 'reminders: monitoring digests sent');
      if (i.sent) app.log.info({ day: r.day, sent: i.sent }, 'reminders: industry tracking digests sent');
    } catch (err) {
      app.log.warn({ err }, 'reminders: sweep failed (tried again next interval)');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    void tick();
    timer = setInterval(() => void tick(), sweepIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
