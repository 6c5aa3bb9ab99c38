import { OPERATOR_LIMITS, type OperatorHealth } from '@platform/contracts';
import type { AppContext } from '../../context';
import { HEALTH_ADAPTERS, lastAdapterError, type HealthAdapter } from '../../lib/adapter-health';
import { AppError } from '../../lib/errors';
import { reportQueueHealth, reportRunnerOf, retryFailedReport } from '../reports';

/**
 * The platform's health for the operator (issue 32 item 6; docs/operator.md): which adapter of
 * each kind this instance runs (as app.ts chose it from the configuration), the last error each
 * noted in this process (lib/adapter-health.ts), and the report queue over every tenant.
 */
function liveAdapter(ctx: AppContext, adapter: HealthAdapter): { kind: string; configured: boolean } {
  switch (adapter) {
    case 'database':
      return { kind: ctx.db.kind, configured: true };
    case 'redis':
      return ctx.redis
        ? { kind: `redis (${ctx.redis.status})`, configured: true }
        : { kind: 'none', configured: false };
    case 'sms':
      return { kind: ctx.sms.name, configured: true };
    case 'payments': {
      const { wechat, alipay } = ctx.payments;
      return {
        kind: `wechat: ${wechat?.name ?? 'disabled'}, alipay: ${alipay?.name ?? 'disabled'}`,
        configured: Boolean(wechat ?? alipay),
      };
    }
    case 'storage':
      return { kind: ctx.files.name, configured: true };
    case 'chat':
      // The chat hub fans out through Redis when it is configured (im/realtime/hub.ts).
      return { kind: ctx.redis ? 'redis pub/sub' : 'in-process', configured: true };
  }
}

export async function health(ctx: AppContext): Promise<OperatorHealth> {
  const queue = await reportQueueHealth(ctx.store, OPERATOR_LIMITS.failedReportsShown);
  return {
    adapters: HEALTH_ADAPTERS.map((adapter) => {
      const error = lastAdapterError(adapter);
      return {
        adapter,
        ...liveAdapter(ctx, adapter),
        lastError: error ? { message: error.message, at: error.at.toISOString(), count: error.count } : null,
      };
    }),
    queues: [{ queue: 'reports', ...queue.counts }],
    failedReports: queue.failed,
  };
}

/** A failed report back to the queue (the reports module's own rules), and the runner woken. */
export async function retryReport(ctx: AppContext, reportId: string) {
  if (!(await retryFailedReport(ctx.store, reportId)))
    throw new AppError('operatorReportNotFailed', 400, 400);
  reportRunnerOf(ctx)?.kick();
  return { id: reportId, status: 'queued' as const };
}
