import type { FastifyInstance } from 'fastify';
import type { PayService } from './orders';

/**
 * The unpaid-order sweep: every PAY_SWEEP_INTERVAL_MS, starting when the server is ready and
 * stopping when it closes, so tests and restarts never leave a timer behind.
 */
export function startPayJobs(app: FastifyInstance, service: PayService): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      service.sweep().catch((err: unknown) => app.log.warn({ err }, 'pay: sweep failed'));
    }, app.ctx.config.pay.sweepIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
