import type { FastifyInstance } from 'fastify';
import { startIntervalJob } from '../../lib/pending-rows';
import type { ContractReviewer } from './reviewer';
import { reviewPending } from './service';

/**
 * The review job: every interval from ready to close, applied contracts go to the reviewer. One
 * round at a time; the state is in the table, so a restart picks up what is still applied.
 */
export function startContractJobs(app: FastifyInstance, reviewer: ContractReviewer): void {
  startIntervalJob(app, {
    name: 'purchase-contracts',
    intervalMs: () => app.ctx.config.purchaseContracts.reviewIntervalMs,
    round: () => reviewPending(app.ctx.store, reviewer, app.log),
  });
}
