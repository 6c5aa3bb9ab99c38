import type { FastifyInstance } from 'fastify';
import { DIAGNOSIS_LIMITS } from '@platform/contracts';
import { PAYING_ORG } from '../../../db/seed/demo-data';
import { chains } from '../../bigdata';
import { reportServiceOf } from '../../reports';
import { diagnose } from '../diagnose';
import { toPrint } from '../print';

/**
 * One diagnosis report for each demo user, queued on the report queue at the first start: the
 * runner draws it at once, so 李娜 (杭州市) and 陈静 (苏州市) find a finished 产业诊断报告 on
 * /control/download. Each is the region's first chain with companies. Done once per user.
 */
const DEMO = [
  { tenantId: '200001', userId: '1000000000000000003', regionCode: '330100' },
  { tenantId: PAYING_ORG.tenantId, userId: PAYING_ORG.adminId, regionCode: '320500' },
];

export async function seedDemoDiagnosisReports(app: FastifyInstance): Promise<boolean> {
  const { store } = app.ctx;
  const service = reportServiceOf(app.ctx);
  let seeded = false;
  for (const who of DEMO) {
    // eslint-disable-next-line no-restricted-syntax -- the demo acts for its seeded users' tenants
    const scope = store.forTenant(who.tenantId);
    if (await service.hasReportOfType(scope, who.userId, DIAGNOSIS_LIMITS.reportTypeCode)) continue;
    for (const chain of chains) {
      const diagnosis = await diagnose(store, { regionCode: who.regionCode, chainCode: chain.code });
      if (!diagnosis.nodes.some((n) => n.figures.localCount > 0)) continue;
      await service.queueDiagnosis(
        scope,
        { userId: who.userId },
        { regionCode: who.regionCode, chainCode: chain.code, data: toPrint(diagnosis) },
      );
      seeded = true;
      break;
    }
  }
  return seeded;
}
