import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { LEAD_STATUS_TEXT, LEADS_LIMITS, ResultCode } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import { userDisplayNames } from '../accounts';
import { getDivision, getSection } from '../bigdata';
import { requireVisibleList, type Viewer } from './access';
import * as repo from './leads-repo';
import { areaOf } from './search';

const BATCH = 500;
const HEADERS = [
  '企业名称',
  '统一社会信用代码',
  '所在地区',
  '所属行业',
  '评分',
  '状态',
  '无效原因',
  '负责人',
  '跟进次数',
  '下次跟进日期',
];

export async function exportCount(scope: TenantScope) {
  const q = await repo.exportQuota(scope, LEADS_LIMITS.exportTenantTotal);
  return { total: q.total, used: q.used, remaining: Math.max(0, q.total - q.used) };
}

/**
 * Counts the list's leads against the organisation's remaining exports in one transaction with the
 * quota row locked (parallel exports queue on the lock, so the quota is never exceeded), then
 * streams the leads into an .xlsx in batches. A refusal writes nothing.
 */
export async function startExport(db: Q, scope: TenantScope, viewer: Viewer, listId: string) {
  const list = await requireVisibleList(scope, viewer, listId);
  const rows = list.lead_count;
  const remaining = await scope.transaction(async (tx) => {
    const q = await repo.lockExportQuota(tx, LEADS_LIMITS.exportTenantTotal);
    if (q.total - q.used < rows) throw new AppError('leadsExportExceeded', ResultCode.FORBIDDEN, 403);
    await repo.addExportUse(tx, rows);
    return q.total - q.used - rows;
  });
  const stream = new PassThrough();
  void writeWorkbook(db, scope, listId, stream).catch((error: unknown) => stream.destroy(error as Error));
  return { stream, rows, remaining, fileName: `leads-${listId}.xlsx` };
}

async function writeWorkbook(db: Q, scope: TenantScope, listId: string, out: PassThrough) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet('线索');
  sheet.addRow(HEADERS).commit();
  let after = '0';
  for (;;) {
    const batch = await repo.exportBatch(scope, listId, after, BATCH);
    const names = await userDisplayNames(
      db,
      batch.flatMap((r) => (r.assignee_id ? [r.assignee_id] : [])),
    );
    for (const r of batch)
      sheet
        .addRow([
          r.company_name,
          r.usc_no,
          areaOf(r.region_code),
          getDivision(r.industry_code)?.name ?? getSection(r.industry_code)?.name ?? '',
          Number(r.score),
          LEAD_STATUS_TEXT[r.status].zh,
          r.invalid_reason ?? '',
          r.assignee_id ? (names.get(r.assignee_id) ?? '') : '',
          r.follow_up_count,
          r.next_follow_up_on ?? '',
        ])
        .commit();
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1]!.id;
  }
  sheet.commit();
  await book.commit();
}
