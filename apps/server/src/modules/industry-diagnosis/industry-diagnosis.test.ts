import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIAGNOSIS_DIMENSIONS,
  DIAGNOSIS_LIMITS,
  DIAGNOSIS_WEIGHTS,
  ResultCode,
  industryDiagnosisApi as api,
  message,
  reportApi,
  type Diagnosis,
  type ReportRow,
} from '@platform/contracts';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { bearer, createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';
import { DIAGNOSIS_SECTION_TITLES } from '../reports';
import { seedDemoDiagnosisReports } from './demo';

/** 产业诊断: the scores, their reasons, bad input, and the PDF through the report queue (docs/industry-diagnosis.md). */

let t: TestApp;
const tokens: Record<string, string> = {};
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.lina ?? null,
);
const dir = mkdtempSync(join(tmpdir(), 'diagnosis-'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const one = async <T>(text: string, params: unknown[] = []) => (await t.db.query<T>(text, params))[0]!;
/** The province and chain with the most patents of the sample data. */
let region = '';
let chain = '';

function pdfText(pdf: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
}

async function rows(token: string): Promise<ReportRow[]> {
  const res = await call(reportApi.reportPage, { current: 1, size: 100 }, token);
  return (res.body.data as { records: ReportRow[] }).records;
}

async function waitDone(token: string, ids: string[], on: FastifyInstance = t.app, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const res = await on.inject({
      method: 'GET',
      url: `${reportApi.reportPage.path}?current=1&size=100`,
      headers: bearer(token),
    });
    const records = (res.json() as { data: { records: ReportRow[] } }).data.records;
    const mine = records.filter((r) => ids.includes(r.id));
    if (mine.length === ids.length && mine.every((r) => r.status !== 'generating')) return mine;
    await sleep(50);
  }
  throw new Error('reports never finished');
}

beforeAll(async () => {
  t = await createTestApp({}, { companies: 400 });
  for (const u of ['lina', 'chenjing']) tokens[u] = (await loginToken(t.app, u)).access;
  const best = await one<{ province_code: string; chain_code: string }>(
    `select c.province_code, l.chain_code from company_patents p
       join companies c on c.company_id = p.company_id
       join company_layouts l on l.company_id = p.company_id
     group by 1, 2 order by count(*) desc, 1, 2 limit 1`,
  );
  region = best.province_code;
  chain = best.chain_code;
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo', () => {
  it('queues one diagnosis report for each demo user once, and the queue draws it', async () => {
    expect(await seedDemoDiagnosisReports(t.app)).toBe(true);
    expect(await seedDemoDiagnosisReports(t.app)).toBe(false);
    for (const user of ['lina', 'chenjing']) {
      const mine = (await rows(tokens[user]!)).filter((r) => r.typeCode === DIAGNOSIS_LIMITS.reportTypeCode);
      if (user === 'chenjing') expect(mine).toHaveLength(1);
      const done = await waitDone(
        tokens[user]!,
        mine.map((r) => r.id),
      );
      expect(done.every((r) => r.status === 'done' && r.fileName?.includes('产业诊断报告'))).toBe(true);
    }
  });
});

describe('diagnosis', () => {
  it('lists the chains, public', async () => {
    const chains = await ok(api.chains, {}, null);
    expect(chains.length).toBeGreaterThan(3);
    expect(chains.map((c: { chainCode: string }) => c.chainCode)).toContain(chain);
  });

  it('scores every node of the chain 0–100 with its figures, patents counted from company_patents', async () => {
    const d = (await ok(api.diagnosis, { regionCode: region, chainCode: chain }, null)) as Diagnosis;
    expect(d.regionCode).toBe(region);
    expect(d.chainCode).toBe(chain);
    const nodeCount = await one<{ n: string }>(`select count(*) as n from chain_nodes where node_code ~ $1`, [
      `^${chain}\\d+$`,
    ]);
    expect(d.nodes.length).toBe(Number(nodeCount.n));
    for (const n of d.nodes) {
      for (const k of [...DIAGNOSIS_DIMENSIONS, 'overall'] as const) {
        expect(n.scores[k]).toBeGreaterThanOrEqual(0);
        expect(n.scores[k]).toBeLessThanOrEqual(100);
      }
      const weighted = DIAGNOSIS_DIMENSIONS.reduce((s, k) => s + n.scores[k] * DIAGNOSIS_WEIGHTS[k], 0);
      expect(Math.abs(n.scores.overall - weighted)).toBeLessThanOrEqual(0.5);
      if (n.figures.localCount === 0) expect(n.scores.overall).toBe(0);
    }
    // The patents of the region's companies on a node, counted independently.
    const withPatents = d.nodes.filter((n) => n.figures.localPatents > 0);
    expect(withPatents.length).toBeGreaterThan(0);
    const node = withPatents[0]!;
    const counted = await one<{ n: string }>(
      `select count(*) as n from company_patents p join company_profiles c on c.company_id = p.company_id
       where c.province_code = $1 and $2 = any(c.node_paths)`,
      [region, node.nodeCode],
    );
    expect(node.figures.localPatents).toBe(Number(counted.n));
    expect(node.figures.localPatentDensity).toBeCloseTo(
      node.figures.localPatents / node.figures.localCount,
      2,
    );
    // The chain's scores are its nodes' means; findings carry their figures.
    const mean = Math.round(d.nodes.reduce((s, n) => s + n.scores.overall, 0) / d.nodes.length);
    expect(d.scores.overall).toBe(mean);
    for (const f of [...d.strengths, ...d.weaknesses]) {
      expect(f.reasons.length).toBeGreaterThan(0);
      for (const r of f.reasons) expect(Object.keys(r.values).length).toBeGreaterThan(0);
    }
    for (const s of d.strengths) expect(s.overall).toBeGreaterThanOrEqual(DIAGNOSIS_LIMITS.strongFrom);
    for (const w of d.weaknesses) expect(w.overall).toBeLessThan(DIAGNOSIS_LIMITS.weakBelow);
    expect(d.strengths.length + d.weaknesses.length).toBeGreaterThan(0);
    expect(d.suggestions.length).toBeGreaterThan(0);
  });

  it('diagnoses a county, where most nodes are missing', async () => {
    const county = await one<{ region_code: string }>(
      `select region_code from companies where region_code <> city_code group by 1 order by count(*) desc limit 1`,
    );
    const d = (await ok(
      api.diagnosis,
      { regionCode: county.region_code, chainCode: chain },
      null,
    )) as Diagnosis;
    expect(d.nodes.some((n) => n.status === 'missing')).toBe(true);
    const missing = d.weaknesses.find((w) => w.reasons[0]?.code === 'missing');
    if (missing) expect(d.suggestions.some((s) => s.code === 'fill')).toBe(true);
  });

  it('refuses a region or chain that does not exist with a clear 400, in zh and en', async () => {
    const noRegion = await call(api.diagnosis, { regionCode: '990000', chainCode: chain }, null);
    expect(noRegion.status).toBe(400);
    expect(noRegion.body.msg).toBe(message('diagnosisRegionUnknown', 'zh'));
    const en = await t.app.inject({
      method: 'GET',
      url: `${api.diagnosis.path}?regionCode=990000&chainCode=${chain}`,
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().msg).toBe(message('diagnosisRegionUnknown', 'en'));
    const noChain = await call(api.diagnosis, { regionCode: region, chainCode: 'ZZZZ' }, null);
    expect(noChain.status).toBe(400);
    expect(noChain.body.msg).toBe(message('diagnosisChainUnknown', 'zh'));
    expect((await call(api.diagnosis, { regionCode: "33'--", chainCode: chain }, null)).status).toBe(400);
    expect((await call(api.diagnosis, { regionCode: region }, null)).status).toBe(400);
  });
});

describe('the PDF report', () => {
  it('needs login, refuses bad input before using the count', async () => {
    expect((await call(api.createPdf, { regionCode: region, chainCode: chain }, null)).status).toBe(401);
    const before = (await ok(reportApi.reportNum, { type: 1 })) as number;
    const bad = await call(api.createPdf, { regionCode: '990000', chainCode: chain });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(message('diagnosisRegionUnknown', 'zh'));
    expect((await call(api.createPdf, { regionCode: region, chainCode: 'ZZZZ' })).status).toBe(400);
    expect(await ok(reportApi.reportNum, { type: 1 })).toBe(before);
  });

  it('queues on the report queue, counts against the report count, lists and draws real Chinese text', async () => {
    const before = (await ok(reportApi.reportNum, { type: 1 })) as number;
    const queued = await call(api.createPdf, { regionCode: region, chainCode: chain });
    expect(queued.body.code).toBe(200);
    const { id, remaining } = queued.body.data as { id: string; remaining: number };
    expect(remaining).toBe(before - 1);
    expect(await ok(reportApi.reportNum, { type: 1 })).toBe(before - 1);
    const [row] = await waitDone(tokens.lina!, [id]);
    expect(row!.status).toBe('done');
    expect(row!.typeCode).toBe(DIAGNOSIS_LIMITS.reportTypeCode);
    const d = (await ok(api.diagnosis, { regionCode: region, chainCode: chain }, null)) as Diagnosis;
    expect(row!.entName).toBe(`${d.regionName}${d.chainName}`);
    expect(row!.fileName).toContain('产业诊断报告');
    expect(await ok(reportApi.reportNum, { type: 1 })).toBe(before - 1);
    const { url } = (await ok(reportApi.downloadUrl, { id })) as { url: string };
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = pdfText(file.rawPayload);
    expect(text).toContain('产业诊断报告');
    expect(text).toContain(`${d.regionName}·${d.chainName}`);
    for (const title of Object.values(DIAGNOSIS_SECTION_TITLES)) expect(text).toContain(title);
    expect(text).toContain(`综合得分${d.scores.overall}（满分100）`);
    for (const n of d.nodes.slice(0, 5)) expect(text).toContain(n.nodeName.replace(/\s+/g, ''));
    if (d.strengths[0]) expect(text).toContain(d.strengths[0].nodeName.replace(/\s+/g, ''));
    if (d.weaknesses[0]) expect(text).toContain(d.weaknesses[0].nodeName.replace(/\s+/g, ''));
    expect(text).toMatch(/区位商\d/);
  });

  it('20 parallel requests never exceed the count and none is lost', async () => {
    const token = tokens.chenjing!;
    const tenant = await one<{ tenant_id: string }>(
      `select default_tenant_id as tenant_id from users where account = 'chenjing'`,
    );
    await t.db.query(
      `insert into report_quotas (tenant_id, total, used) values ($1, 5, 0)
       on conflict (tenant_id) do update set total = report_quotas.used + 5`,
      [tenant.tenant_id],
    );
    const before = (await rows(token)).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: api.createPdf.path,
          headers: bearer(token),
          payload: { regionCode: region, chainCode: chain },
          remoteAddress: '10.20.0.1',
        }),
      ),
    );
    const bodies = answers.map((a) => a.json() as { code: number; msg: string; data: { id: string } });
    const queued = bodies.filter((b) => b.code === 200);
    expect(queued.length).toBe(5);
    for (const b of bodies.filter((x) => x.code !== 200)) {
      expect(b.code).toBe(ResultCode.BUSINESS_ERROR);
      expect(b.msg).toBe(message('reportQuotaUsed', 'zh'));
    }
    expect(await ok(reportApi.reportNum, { type: 1 }, token)).toBe(0);
    const done = await waitDone(
      token,
      queued.map((b) => b.data.id),
    );
    expect(done.every((r) => r.status === 'done')).toBe(true);
    expect((await rows(token)).length).toBe(before + 5);
    const files = await one<{ n: string }>(
      `select count(*) as n from report_files where report_id = any($1)`,
      [queued.map((b) => b.data.id)],
    );
    expect(Number(files.n)).toBe(5);
    expect(await ok(reportApi.reportNum, { type: 1 }, token)).toBe(0);
  });

  it('survives a restart: an interrupted diagnosis report is drawn again from what was kept', async () => {
    const queued = await call(api.createPdf, { regionCode: region, chainCode: chain });
    expect(queued.body.code).toBe(200);
    const { id } = queued.body.data as { id: string };
    await waitDone(tokens.lina!, [id]);
    // What a server killed while drawing it leaves behind.
    await t.db.query(
      `update reports set status = 'running', attempts = 1, worker_id = 'dead', percent = 40,
         heartbeat_at = now() - interval '1 hour' where id = $1`,
      [id],
    );
    await t.db.query(`delete from report_files where report_id = $1`, [id]);
    const config = loadConfig({ APP_MODE: 'test', LOG_LEVEL: 'error', JWT_SECRET: 'x'.repeat(40) });
    const again = await buildApp({ config, db: t.db, jwtKey: new TextEncoder().encode(config.jwtSecret) });
    await again.ready();
    try {
      const [row] = await waitDone(tokens.lina!, [id], again);
      expect(row!.status).toBe('done');
      const files = await one<{ n: string }>(`select count(*) as n from report_files where report_id = $1`, [
        id,
      ]);
      expect(Number(files.n)).toBe(1);
    } finally {
      await again.close();
    }
  });
});
