import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_EXPORT_LIMITS, chainApi } from '@platform/contracts';
import { bearer, createTestApp, loginToken, type TestApp } from '../../test/test-app';

let t: TestApp;
let lina: string;
let zhangwei: string;
beforeAll(async () => {
  t = await createTestApp({}, { companies: 400 });
  lina = (await loginToken(t.app, 'lina')).access;
  zhangwei = (await loginToken(t.app, 'zhangwei')).access;
});
afterAll(() => t.close());

const exportOf = (token: string | null, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: chainApi.entPageExport.path,
    headers: token ? bearer(token) : {},
    payload: body,
  });
const countOf = async (token: string) =>
  (await t.app.inject({ url: chainApi.exportCount.path, headers: bearer(token) })).json().data as {
    total: number;
    used: number;
    remaining: number;
  };

describe('chain company exports', () => {
  it('streams the filtered companies as an .xlsx and counts them against the tenant', async () => {
    const before = await countOf(lina);
    expect(before).toEqual({
      total: CHAIN_EXPORT_LIMITS.tenantTotal,
      used: 0,
      remaining: CHAIN_EXPORT_LIMITS.tenantTotal,
    });
    const page = (
      await t.app.inject({
        method: 'POST',
        url: chainApi.entPage.path,
        payload: { induChainId: 'IC', size: 100 },
      })
    ).json().data as { total: number; records: Array<{ companyName: string }> };

    const res = await exportOf(lina, { induChainId: 'IC' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('IC-companies.xlsx');
    expect(Number(res.headers['x-export-rows'])).toBe(page.total);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(page.total + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('企业名称');
    const names = new Set<string>();
    sheet.eachRow((row, i) => i > 1 && names.add(String(row.getCell(1).value)));
    for (const r of page.records) expect(names.has(r.companyName)).toBe(true);

    const after = await countOf(lina);
    expect(after.used).toBe(page.total);
    expect(Number(res.headers['x-export-remaining'])).toBe(after.remaining);
  });

  it('refuses a visitor, bad input and an export beyond the remaining count, writing nothing', async () => {
    expect((await exportOf(null, { induChainId: 'IC' })).statusCode).toBe(401);
    expect((await exportOf(zhangwei, { induChainId: 'NOPE' })).statusCode).toBe(404);
    expect((await exportOf(zhangwei, { induChainId: 'IC', regionCode: 'x' })).statusCode).toBe(400);
    await countOf(zhangwei);
    // Leave fewer than the chain's companies (the row exists once an export was tried or counted).
    await exportOf(zhangwei, { induChainId: 'IC', keyword: '不存在的企业名称' });
    // eslint-disable-next-line no-restricted-syntax -- the test sets up the tenant of zhangwei's token
    await t.app.ctx.store
      .forTenant(tenantOf(zhangwei))
      .updateTable('chain_export_quotas')
      .set({ used: CHAIN_EXPORT_LIMITS.tenantTotal - 1 })
      .execute();
    const refused = await exportOf(zhangwei, { induChainId: 'IC' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('可导出企业数量不足，请缩小筛选范围');
    expect((await countOf(zhangwei)).used).toBe(CHAIN_EXPORT_LIMITS.tenantTotal - 1);
  });
});

/** The tenant in a token (its `tid` claim). */
const tenantOf = (token: string): string =>
  String((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { tid: string }).tid);
