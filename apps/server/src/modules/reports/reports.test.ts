import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, reportApi, type ReportRow } from '@platform/contracts';
import type { Company } from '../bigdata';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import {
  bearer,
  countRows,
  injectEndpoint,
  loginToken,
  openSeededTestDb,
  type TestApp,
} from '../../test/test-app';

type Db = TestApp['db'];
import { loadSampleCompanies } from '../../test/sample-companies';

const dir = mkdtempSync(join(tmpdir(), 'reports-'));
const JWT_SECRET = 'r'.repeat(40);

async function appOn(db: Db): Promise<FastifyInstance> {
  const config = loadConfig({ APP_MODE: 'test', LOG_LEVEL: 'silent', JWT_SECRET });
  const app = await buildApp({ config, db, jwtKey: new TextEncoder().encode(JWT_SECRET) });
  await app.ready();
  return app;
}

function pdfText(pdf: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let companies: Company[];
let a: string; // zhangwei, tenant 100001
let b: string; // lina, tenant 200001

const call = async (
  token: string,
  ep: { method: 'GET' | 'POST'; path: string },
  input: Record<string, unknown> = {},
  on: FastifyInstance = app,
) => {
  const res = await injectEndpoint(on, ep, input, bearer(token));
  return { status: res.statusCode, ...(res.json() as { code: number; data: unknown; msg: string }) };
};

const request = (c: Company, extra: Record<string, unknown> = {}) => ({
  entId: c.companyId,
  typeCode: 7,
  entName: c.companyName,
  areaName: '',
  businessType: 0,
  ...extra,
});

async function rowOf(token: string, id: string, on: FastifyInstance = app): Promise<ReportRow | undefined> {
  const page = await call(token, reportApi.reportPage, { current: 1, size: 100 }, on);
  return (page.data as { records: ReportRow[] }).records.find((r) => r.id === id);
}

async function waitFor(token: string, id: string, until: (r: ReportRow) => boolean, on = app, ms = 20_000) {
  const seen: ReportRow[] = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const row = await rowOf(token, id, on);
    if (row) seen.push(row);
    if (row && until(row)) return { row, seen };
    await sleep(25);
  }
  throw new Error(`report ${id} never reached the state; last: ${JSON.stringify(seen.at(-1))}`);
}

async function tableCounts() {
  return {
    reports: await countRows(db, 'reports'),
    files: await countRows(db, 'report_files'),
    quotas: await countRows(db, 'report_quotas'),
  };
}

beforeAll(async () => {
  ({ db, drop } = await openSeededTestDb());
  app = await appOn(db);
  companies = await loadSampleCompanies(app.ctx.store, 4);
  a = (await loginToken(app, 'zhangwei')).access;
  b = (await loginToken(app, 'lina')).access;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
});

describe('report queue', () => {
  it('queues, reserves the count at once, draws with progress and serves the PDF by a signed link', async () => {
    const company = companies[0]!;
    expect((await call(a, reportApi.reportNum, { type: 1 })).data).toBe(50);
    const queued = await call(a, reportApi.generateReport, request(company, { areaName: '天津市' }));
    expect(queued.code).toBe(200);
    const { id, remaining } = queued.data as { id: string; remaining: number };
    // Reserved at once: the answer and the count say 49 while it is queued or generating.
    expect(remaining).toBe(49);
    expect((await call(a, reportApi.reportNum)).data).toBe(49);
    const { row, seen } = await waitFor(a, id, (r) => r.status !== 'generating');
    expect(row.status).toBe('done');
    expect(row.percent).toBe(100);
    expect(row.entName).toBe(company.companyName);
    expect(row.fileSize).toBeGreaterThan(10_000);
    expect(seen.some((r) => r.status === 'generating')).toBe(true);
    expect((await call(a, reportApi.reportNum)).data).toBe(49);

    const link = await call(a, reportApi.downloadUrl, { id });
    expect(link.code).toBe(ResultCode.SUCCESS);
    const { url } = link.data as { url: string };
    const file = await app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent(company.companyName)}`,
    );
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(file.rawPayload);
    expect(text).toContain(company.companyName);
    expect(text).toContain('目标地区：天津市');
    // Names looked up from the stored codes, and the chain layout joined from the chain tables.
    expect(text).toContain(company.area);
    expect(text).toContain(company.industryDivisionName);
    for (const l of company.industrLayoutList) expect(text).toContain(l.industryName);
    expect(text).toContain(company.dynamics[0]!.title.replace(/\s+/g, ''));
  });

  it('shows progress while generating', async () => {
    const { id } = (await call(a, reportApi.generateReport, request(companies[1]!))).data as { id: string };
    const { seen } = await waitFor(a, id, (r) => r.status === 'done');
    const percents = seen.filter((r) => r.status === 'generating').map((r) => r.percent);
    expect(percents.length).toBeGreaterThan(0);
    expect([...percents].sort((x, y) => x - y)).toEqual(percents);
  });

  it("keeps a tenant's reports from every other tenant", async () => {
    const { id } = (await call(a, reportApi.generateReport, request(companies[2]!))).data as { id: string };
    await waitFor(a, id, (r) => r.status === 'done');
    const before = await tableCounts();
    expect(await rowOf(b, id)).toBeUndefined();
    const link = await call(b, reportApi.downloadUrl, { id });
    expect(link.code).toBe(ResultCode.NOT_FOUND);
    const removed = await call(b, reportApi.removeReport, { id });
    expect(removed.code).toBe(ResultCode.NOT_FOUND);
    expect(await tableCounts()).toEqual(before);
    // A's link with B's tenant (or any change) is refused.
    const { url } = (await call(a, reportApi.downloadUrl, { id })).data as { url: string };
    const forged = url.replace('t=100001', 't=200001');
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: url.replace(/s=[^&]+/, 's=AAAA') })).statusCode).toBe(403);
    // Expired links are refused.
    const expired = url.replace(/e=\d+/, `e=${Date.now() - 1}`);
    expect((await app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    // The owner removes it: gone with its file; the count stays used.
    const left = (await call(a, reportApi.reportNum)).data;
    expect((await call(a, reportApi.removeReport, { id })).data).toBe(true);
    expect(await rowOf(a, id)).toBeUndefined();
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await call(a, reportApi.reportNum)).data).toBe(left);
  });

  it('answers bad input with a clear error and writes nothing', async () => {
    const before = await tableCounts();
    const unknown = await call(
      a,
      reportApi.generateReport,
      request(companies[0]!, { entId: 'no-such-company' }),
    );
    expect(unknown.code).toBe(ResultCode.NOT_FOUND);
    expect(unknown.msg).toBe('企业不存在');
    const bigPage = await call(a, reportApi.reportPage, { current: 1, size: 10000 });
    expect(bigPage.code).toBe(ResultCode.BAD_REQUEST);
    expect(bigPage.msg).toContain('size');
    const wrongType = await call(a, reportApi.generateReport, request(companies[0]!, { typeCode: 6 }));
    expect(wrongType.code).toBe(ResultCode.BAD_REQUEST);
    const badRegion = await call(
      a,
      reportApi.generateReport,
      request(companies[0]!, { businessType: 4, advancedSearchEntDTO: { regionCode: ['12x'] } }),
    );
    expect(badRegion.code).toBe(ResultCode.BAD_REQUEST);
    const noEnt = await call(a, reportApi.generateReport, { typeCode: 7 });
    expect(noEnt.code).toBe(ResultCode.BAD_REQUEST);
    expect((await call(a, reportApi.downloadUrl, { id: 'missing' })).code).toBe(ResultCode.NOT_FOUND);
    const anonymous = await app.inject({ method: 'POST', url: reportApi.generateReport.path, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(await tableCounts()).toEqual(before);
  });

  it('checks the purchase of the business scene first (per region when asked, else range 120000)', async () => {
    const before = await tableCounts();
    const c = companies[3]!;
    const none = await call(a, reportApi.generateReport, request(c, { businessType: 4 }));
    expect(none.code).toBe(ResultCode.PURCHASE_NEEDED);
    expect(none.msg).toBe('请购买相应的服务');
    expect(await tableCounts()).toEqual(before);
    await db.query(
      `insert into tenant_purchases (id, tenant_id, business_type, region_code, expires_at)
       values ('rp-test-1', '100001', 4, '330100', now() + interval '30 days')`,
    );
    // Any purchase of the scene passes the 120000 check; a region check needs that region.
    const otherRegion = await call(
      a,
      reportApi.generateReport,
      request(c, { businessType: 4, advancedSearchEntDTO: { regionCode: '440300' } }),
    );
    expect(otherRegion.code).toBe(ResultCode.PURCHASE_NEEDED);
    expect(await tableCounts()).toEqual(before);
    const region = await call(
      a,
      reportApi.generateReport,
      request(c, { businessType: 4, advancedSearchEntDTO: { regionCode: '330100' } }),
    );
    expect(region.code).toBe(200);
    const anyRegion = await call(a, reportApi.generateReport, request(c, { businessType: 4 }));
    expect(anyRegion.code).toBe(200);
    // B has no purchase of A's.
    expect((await call(b, reportApi.generateReport, request(c, { businessType: 4 }))).code).toBe(
      ResultCode.PURCHASE_NEEDED,
    );
    const { id } = region.data as { id: string };
    const { row } = await waitFor(a, id, (r) => r.status === 'done');
    expect(row.fileName).toContain('招商解决方案');
    await waitFor(a, (anyRegion.data as { id: string }).id, (r) => r.status === 'done');
  });

  it('refuses a report when the count is used up, counting reports still in the queue', async () => {
    await db.query(`insert into report_quotas (tenant_id, total, used) values ('200001', 1, 0)`);
    const first = await call(b, reportApi.generateReport, request(companies[0]!));
    expect(first.code).toBe(200);
    expect((first.data as { remaining: number }).remaining).toBe(0);
    expect((await call(b, reportApi.reportNum)).data).toBe(0);
    const second = await call(b, reportApi.generateReport, request(companies[1]!));
    expect(second.code).toBe(ResultCode.BUSINESS_ERROR);
    expect(second.msg).toBe('报告次数已用完');
    await waitFor(b, (first.data as { id: string }).id, (r) => r.status === 'done');
    expect((await call(b, reportApi.reportNum)).data).toBe(0);
  });
});

describe('restart', () => {
  it('resumes a report whose server was killed mid-report on the next start', async () => {
    // A database of its own with one server at a time, as the embedded database allows: beside the
    // file's server, that one could take the report first and the attempt count would be its.
    const own = await openSeededTestDb();
    let server: FastifyInstance | undefined = await appOn(own.db);
    try {
      const [company] = await loadSampleCompanies(server.ctx.store, 1);
      const token = (await loginToken(server, 'zhangwei')).access;
      const { id } = (await call(token, reportApi.generateReport, request(company!), server)).data as {
        id: string;
      };
      await waitFor(token, id, (r) => r.status === 'done', server);
      await server.close();
      server = undefined;
      // What a server killed while drawing the report leaves behind: the row still "running" on its
      // first attempt, held by a worker whose heartbeat stopped, and no file.
      await own.db.query(
        `update reports set status = 'running', attempts = 1, worker_id = 'dead', percent = 40,
           heartbeat_at = now() - interval '1 hour' where id = $1`,
        [id],
      );
      await own.db.query(`delete from report_files where report_id = $1`, [id]);
      server = await appOn(own.db);
      const { row } = await waitFor(token, id, (r) => r.status !== 'generating', server);
      expect(row.status).toBe('done');
      const [r] = await own.db.query<{ attempts: number }>(`select attempts from reports where id = $1`, [
        id,
      ]);
      expect(r?.attempts).toBe(2);
    } finally {
      await server?.close();
      await own.db.close();
      await own.drop();
    }
  });

  it('marks a report failed, with the reason, once it was interrupted too often', async () => {
    const token = (await loginToken(app, 'zhangwei')).access;
    const { id } = (await call(token, reportApi.generateReport, request(companies[2]!))).data as {
      id: string;
    };
    await waitFor(token, id, (r) => r.status === 'done');
    // What a report that crashed its server three times leaves behind.
    await db.query(
      `update reports set status = 'running', attempts = 3, worker_id = 'dead', percent = 40,
         heartbeat_at = now() - interval '1 hour' where id = $1`,
      [id],
    );
    await db.query(`delete from report_files where report_id = $1`, [id]);
    const again = await appOn(db);
    try {
      const { row } = await waitFor(token, id, (r) => r.status !== 'generating', again);
      expect(row.status).toBe('failed');
      expect(row.failReason).toBe('生成多次中断，已停止');
    } finally {
      await again.close();
    }
  });
});
