import { BusinessType, REPORT_FAIL_REASONS, REPORT_TYPE_CODE } from '@platform/contracts';
import type { Store } from '../../../db/kysely';
import * as repo from '../repo';

/** The demo's failed report: 张伟's (tenant 100001), so the operator's health page has one to retry. */
export const DEMO_FAILED_REPORT = {
  id: 'demo-failed-report',
  tenantId: '100001',
  userId: '1000000000000000002',
} as const;

/**
 * One company report of 张伟 that failed (as an interrupted drawing does after its tries), seeded
 * once, on the first demo company: the operator sees it on /operator/health and retries it, and
 * the runner then draws it. False when there is no company or it was seeded before.
 */
export async function seedDemoFailedReport(store: Store): Promise<boolean> {
  const company = await repo.firstCompany(store.db);
  if (!company) return false;
  // eslint-disable-next-line no-restricted-syntax -- the demo acts for its seeded user's tenant
  const scope = store.forTenant(DEMO_FAILED_REPORT.tenantId);
  return repo.insertFailedReport(scope, {
    id: DEMO_FAILED_REPORT.id,
    user_id: DEMO_FAILED_REPORT.userId,
    ent_id: company.company_id,
    ent_name: company.company_name,
    type_code: REPORT_TYPE_CODE,
    area_name: '',
    business_type: BusinessType.CUSTOMER_ACQUISITION,
    search: '{}',
    fail_reason: REPORT_FAIL_REASONS.interrupted,
    attempts: 3,
  });
}
