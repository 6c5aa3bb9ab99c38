import type { FastifyInstance } from 'fastify';
import { industryDiagnosisApi as api } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { reportServiceOf } from '../reports';
import { chainOptions, diagnose } from './diagnose';
import { toPrint } from './print';

/** A diagnosis reads a chain's node counts and patents: public, with a per-IP ceiling. */
export const DIAGNOSIS_PER_MINUTE = 60;
/** A PDF costs a report of the count and a drawing: the same ceiling as generate-report. */
export const DIAGNOSIS_PDF_PER_MINUTE = 20;

export function industryDiagnosisRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { store } = app.ctx;
  r(api.chains, async () => chainOptions(), { rateLimitPerMinute: 120 });
  r(api.diagnosis, async ({ input }) => diagnose(store, input), { rateLimitPerMinute: DIAGNOSIS_PER_MINUTE });
  r(
    api.createPdf,
    async ({ input, scope, user }) => {
      // The diagnosis is taken now (an unknown region or chain: 400 before any count is used) and
      // kept with the queued report, which the report queue draws (modules/reports).
      const diagnosis = await diagnose(store, input);
      return reportServiceOf(app.ctx).queueDiagnosis(scope, user, {
        regionCode: diagnosis.regionCode,
        chainCode: diagnosis.chainCode,
        data: toPrint(diagnosis),
      });
    },
    { successCode: 200, rateLimitPerMinute: DIAGNOSIS_PDF_PER_MINUTE },
  );
}
