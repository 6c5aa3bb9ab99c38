import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { CUSTOMER_SOURCE_TEXT, CUSTOMERS_LIMITS } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { userDisplayNames } from '../accounts';
import type { Viewer } from './access';
import { industryName, regionName } from './customers';
import * as repo from './customers-repo';
import { openDealsOf } from './pipeline-repo';

/**
 * The customers the caller sees, under the table's filters, as an .xlsx streamed in batches
 * (at most exportRowsMax rows). Its first three columns are the import's, so a sheet can go back in.
 */

const BATCH = 500;
const HEADERS = [
  '企业名称',
  '统一社会信用代码',
  '标签',
  '所在地区',
  '所属行业',
  '负责人',
  '来源',
  '进行中商机',
  '商机金额（元）',
  '创建时间',
];

export function startCustomerExport(db: Q, scope: TenantScope, viewer: Viewer, filter: repo.CustomerFilter) {
  const ownerId = filter.ownerId === 'mine' ? viewer.userId : filter.ownerId;
  const stream = new PassThrough();
  void writeWorkbook(db, scope, viewer, { ...filter, ownerId }, stream).catch((error: unknown) =>
    stream.destroy(error as Error),
  );
  return { stream, fileName: 'customers.xlsx' };
}

async function writeWorkbook(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  filter: repo.CustomerFilter,
  out: PassThrough,
) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet('客户');
  sheet.addRow(HEADERS).commit();
  let after = '0';
  let written = 0;
  while (written < CUSTOMERS_LIMITS.exportRowsMax) {
    const batch = await repo.customerBatch(
      scope,
      viewer,
      filter,
      after,
      Math.min(BATCH, CUSTOMERS_LIMITS.exportRowsMax - written),
    );
    const [names, deals] = await Promise.all([
      userDisplayNames(db, [...new Set(batch.map((r) => r.owner_id))]),
      openDealsOf(
        scope,
        batch.map((r) => r.id),
      ),
    ]);
    for (const r of batch)
      sheet
        .addRow([
          r.name,
          r.usc_no ?? '',
          r.tags.join('、'),
          regionName(r.region_code) ?? '',
          industryName(r.industry_code) ?? '',
          names.get(r.owner_id) ?? '',
          CUSTOMER_SOURCE_TEXT[r.source].zh,
          deals.get(r.id)?.count ?? 0,
          deals.get(r.id)?.amount ?? 0,
          new Date(r.created_at).toISOString().slice(0, 10),
        ])
        .commit();
    written += batch.length;
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1]!.id;
  }
  sheet.commit();
  await book.commit();
}
