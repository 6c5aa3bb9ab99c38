import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { CHAIN_EXPORT_LIMITS, ResultCode, type chainApi } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import * as repo from './repo';
import { resolveFilter } from './service';

type ExportInput = z.infer<(typeof chainApi.entPageExport)['input']>;
const BATCH = 500;
const HEADERS = [
  '企业名称',
  '统一社会信用代码',
  '登记状态',
  '注册资本（万元）',
  '成立日期',
  '所在地区',
  '所在环节',
];

const refused = (key: 'chainExportExceeded' | 'chainExportTooMany') =>
  new AppError(key, ResultCode.FORBIDDEN, 403);

export async function exportCount(scope: TenantScope) {
  const q = await repo.exportQuota(scope, CHAIN_EXPORT_LIMITS.tenantTotal);
  return { total: q.total, used: q.used, remaining: Math.max(0, q.total - q.used) };
}

/**
 * Counts the companies of the filter against the tenant's remaining exports (one transaction,
 * the count row locked), then streams them into an .xlsx in batches of 500: the file is never
 * held in memory. A refusal writes nothing.
 */
export async function startExport(
  db: Q,
  scope: TenantScope,
  input: ExportInput,
  areaOf: (code: string) => string,
): Promise<{ stream: PassThrough; rows: number; remaining: number; fileName: string }> {
  const filter = await resolveFilter(db, input);
  const total = await repo.entCount(db, filter);
  if (total > CHAIN_EXPORT_LIMITS.perFile) throw refused('chainExportTooMany');
  const remaining = await scope.transaction(async (tx) => {
    const q = await repo.lockExportQuota(tx, CHAIN_EXPORT_LIMITS.tenantTotal);
    if (q.total - q.used < total) throw refused('chainExportExceeded');
    await repo.addExportUse(tx, total);
    return q.total - q.used - total;
  });
  const stream = new PassThrough();
  void writeWorkbook(db, filter, stream, areaOf).catch((error: unknown) => stream.destroy(error as Error));
  return {
    stream,
    rows: total,
    remaining,
    fileName: `${filter.nodeCode ?? filter.chainCode}-companies.xlsx`,
  };
}

async function writeWorkbook(
  db: Q,
  filter: repo.EntFilter,
  out: PassThrough,
  areaOf: (code: string) => string,
) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet('企业');
  sheet.addRow(HEADERS).commit();
  let after = '';
  for (;;) {
    const batch = await repo.entBatch(db, filter, after, BATCH);
    for (const r of batch)
      sheet
        .addRow([
          r.company_name,
          r.usc_no,
          r.reg_status_name,
          Number(r.reg_capital),
          r.es_dt ?? '',
          areaOf(r.region_code),
          r.node_names.join('、'),
        ])
        .commit();
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1]!.company_id;
  }
  sheet.commit();
  await book.commit();
}

/**
 * Counts `rows` companies written by another module's export (产业分析's workbook) against the
 * same quota, locked like startExport's; a refusal (chainExportExceeded) counts nothing.
 */
export async function chargeExport(scope: TenantScope, rows: number): Promise<number> {
  return scope.transaction(async (tx) => {
    const q = await repo.lockExportQuota(tx, CHAIN_EXPORT_LIMITS.tenantTotal);
    if (q.total - q.used < rows) throw refused('chainExportExceeded');
    await repo.addExportUse(tx, rows);
    return q.total - q.used - rows;
  });
}
