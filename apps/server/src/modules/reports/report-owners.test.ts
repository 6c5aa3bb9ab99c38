import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, reportApi, type ReportRow } from '@platform/contracts';
import {
  bearer,
  countRows,
  createTestApp,
  injectEndpoint,
  loginToken,
  type TestApp,
} from '../../test/test-app';

// Tenant 200001: lina administers it; wangfang and liuyang are members.
let t: TestApp;
const token: Record<'lina' | 'wangfang' | 'liuyang', string> = { lina: '', wangfang: '', liuyang: '' };
type Who = keyof typeof token;

const call = async (
  who: Who,
  ep: { method: 'GET' | 'POST'; path: string },
  input: Record<string, unknown>,
) => {
  const res = await injectEndpoint(t.app, ep, input, bearer(token[who]));
  return res.json() as { code: number; data: unknown; msg: string };
};
const listed = async (who: Who) =>
  (
    (await call(who, reportApi.reportPage, { current: 1, size: 100 })).data as { records: ReportRow[] }
  ).records
    .map((r) => r.id)
    .sort();
const counts = async () => ({
  reports: await countRows(t.db, 'reports'),
  files: await countRows(t.db, 'report_files'),
});

/** A finished report of `account`, with its PDF, planted as the runner leaves one. */
async function plant(id: string, account: Who): Promise<void> {
  await t.db.query(
    `insert into reports (id, tenant_id, user_id, ent_id, ent_name, type_code, status, percent, file_name, file_size, finished_at)
     select $1, '200001', id, 'ent-1', '测试企业', 7, 'done', 100, $1 || '.pdf', 5, now() from users where account = $2`,
    [id, account],
  );
  await t.db.query(`insert into report_files (report_id, tenant_id, pdf) values ($1, '200001', $2)`, [
    id,
    Buffer.from('%PDF-'),
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of Object.keys(token) as Who[]) token[who] = (await loginToken(t.app, who)).access;
  await plant('rep-wangfang', 'wangfang');
  await plant('rep-liuyang', 'liuyang');
  await plant('rep-lina', 'lina');
});
afterAll(() => t.close());

describe("a member's reports inside the organisation", () => {
  it('lists only their own to a member, and all of them to the administrator', async () => {
    expect(await listed('wangfang')).toEqual(['rep-wangfang']);
    expect(await listed('liuyang')).toEqual(['rep-liuyang']);
    expect(await listed('lina')).toEqual(['rep-lina', 'rep-liuyang', 'rep-wangfang']);
    const page = await call('wangfang', reportApi.reportPage, { current: 1, size: 100 });
    expect((page.data as { total: number }).total).toBe(1);
    const adminPage = await call('lina', reportApi.reportPage, { current: 1, size: 100 });
    const own = (adminPage.data as { records: ReportRow[] }).records.map((r) => [r.id, r.own]);
    expect(own.sort()).toEqual([
      ['rep-lina', true],
      ['rep-liuyang', false],
      ['rep-wangfang', false],
    ]);
  });

  it("gives no download link for another member's report, and gives the administrator one", async () => {
    expect(await call('liuyang', reportApi.downloadUrl, { id: 'rep-wangfang' })).toMatchObject({
      code: ResultCode.NOT_FOUND,
      data: null,
    });
    const own = await call('wangfang', reportApi.downloadUrl, { id: 'rep-wangfang' });
    expect(own.code).toBe(ResultCode.SUCCESS);
    const admin = await call('lina', reportApi.downloadUrl, { id: 'rep-wangfang' });
    expect(admin.code).toBe(ResultCode.SUCCESS);
    const file = await t.app.inject({ method: 'GET', url: (admin.data as { url: string }).url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it("lets no one remove another member's report, not even the administrator; the owner can", async () => {
    const before = await counts();
    for (const who of ['liuyang', 'lina'] as const)
      expect(await call(who, reportApi.removeReport, { id: 'rep-wangfang' })).toMatchObject({
        code: ResultCode.NOT_FOUND,
        data: null,
      });
    expect(await counts()).toEqual(before);
    expect((await call('wangfang', reportApi.removeReport, { id: 'rep-wangfang' })).data).toBe(true);
    expect(await counts()).toEqual({ reports: before.reports - 1, files: before.files - 1 });
    expect(await listed('lina')).toEqual(['rep-lina', 'rep-liuyang']);
  });
});
