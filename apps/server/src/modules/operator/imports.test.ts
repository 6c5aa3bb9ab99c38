import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORT_LIMITS, ResultCode, bigdataApi, message, operatorApi as api } from '@platform/contracts';
import { bearer, createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';
import { multipart, picture } from '../../test/sample-files';
import { companyIdOfCredit, importRunnerOf } from '../bigdata';

/**
 * The company import from the operator console (issue 32 item 5; docs/enterprise-import.md "From
 * the operator console"): the upload checked by content, the validation report before any write,
 * the write in committed batches with its progress, one write at a time, the operator-only guard.
 */

const samples = fileURLToPath(new URL('../../../../../docs/import-samples/', import.meta.url));
const sample = (name: string) => readFileSync(join(samples, name));
const sampleUscNos = sample('companies.jsonl')
  .toString('utf8')
  .trim()
  .split('\n')
  .map((l) => (JSON.parse(l) as { uscNo: string }).uscNo);

let t: TestApp;
const tokens: Record<string, string> = {};
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.admin ?? null,
);

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'zhangwei']) tokens[name] = (await loginToken(t.app, name)).access;
});
afterAll(async () => t.close());

let uploads = 0;
function upload(bytes: Uint8Array, filename: string, token = tokens.admin!) {
  const body = multipart(bytes, filename, 'application/octet-stream');
  // Uploads are limited a minute per address: each test upload comes from its own.
  return t.app.inject({
    remoteAddress: `10.9.0.${++uploads}`,
    method: 'POST',
    url: api.importUpload.path,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

interface Run {
  id: string;
  status: string;
  companies: number;
  errors: string[];
  willInsert: number;
  willUpdate: number;
  written: number;
  inserted: number;
  updated: number;
  failReason: string | null;
}

async function uploaded(bytes: Uint8Array, filename: string): Promise<Run> {
  const res = await upload(bytes, filename);
  expect(res.json()).toMatchObject({ code: ResultCode.SUCCESS, data: { status: 'validating' } });
  return res.json().data as Run;
}

/** The run once it leaves `from` (the runner works in the background). */
async function settled(id: string, from: string): Promise<Run> {
  let run: Run | undefined;
  await vi.waitFor(
    async () => {
      const { runs } = (await ok(api.imports)) as { runs: Run[] };
      run = runs.find((r) => r.id === id);
      expect(run?.status).not.toBe(from);
    },
    { timeout: 20_000, interval: 50 },
  );
  return run!;
}

const storedCompanies = async (uscNos: readonly string[]) =>
  Number(
    (await t.db.query<{ n: string }>('select count(*) n from companies where usc_no = any($1)', [uscNos]))[0]!
      .n,
  );

describe('the console import', () => {
  it('refuses everyone but the operator, on every call', async () => {
    const other = tokens.zhangwei!;
    expect((await call(api.imports, {}, other)).status).toBe(403);
    expect((await call(api.importStart, { id: 'x' }, other)).status).toBe(403);
    expect((await call(api.importDiscard, { id: 'x' }, other)).status).toBe(403);
    const refused = await upload(sample('companies.jsonl'), 'companies.jsonl', other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(message('operatorOnly'));
  });

  it('tells the file kind by its content: a picture named .jsonl and an empty text are refused', async () => {
    const png = await upload(await picture('png'), 'companies.jsonl');
    expect(png.statusCode).toBe(400);
    expect(png.json().msg).toBe(message('operatorImportFormat'));
    const blank = await upload(Buffer.from('   \n\n'), 'companies.csv');
    expect(blank.json().msg).toBe(message('operatorImportFormat'));
  });

  it('refuses a body declared over the limit before reading it, and a zip with other files', async () => {
    const body = multipart(Buffer.from('{}'), 'big.jsonl', 'application/json');
    const big = await t.app.inject({
      method: 'POST',
      url: api.importUpload.path,
      payload: body.payload,
      headers: {
        ...body.headers,
        ...bearer(tokens.admin!),
        'content-length': String(IMPORT_LIMITS.uploadBytesMax + 1024 * 1024),
      },
    });
    expect(big.statusCode).toBe(413);
    const zip = zipSync({ 'companies.csv': sample('csv/companies.csv'), 'notes.txt': Buffer.from('hi') });
    const wrong = await upload(zip, 'data.zip');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe(message('operatorImportZipEntries'));
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);
    expect((await upload(broken, 'broken.zip')).json().msg).toMatch(
      new RegExp(`${message('operatorImportZipBroken')}|${message('operatorImportZipEntries')}`),
    );
    const { runs } = (await ok(api.imports)) as { runs: Run[] };
    expect(runs).toHaveLength(0);
  });

  it('reports every error of a broken file, writes nothing, and cannot write it', async () => {
    const run = await settled((await uploaded(sample('broken.jsonl'), 'broken.jsonl')).id, 'validating');
    expect(run.status).toBe('invalid');
    expect(run.errors).toHaveLength(5);
    expect(run.errors[0]).toMatch(/^line 2: uscNo: /);
    expect(run.written).toBe(0);
    const refused = await call(api.importStart, { id: run.id });
    expect(refused.body.msg).toBe(message('operatorImportNotReady'));
    expect((await ok(api.importDiscard, { id: run.id })).status).toBe('discarded');
    expect((await call(api.importDiscard, { id: run.id })).body.msg).toBe(
      message('operatorImportNotDiscardable'),
    );
  });

  it('validates before writing (what it would insert), then writes on request and counts the data set', async () => {
    const before = (await ok(api.imports)) as { tables: { table: string; rows: number }[] };
    const companiesBefore = before.tables.find((r) => r.table === 'companies')!.rows;
    const run = await settled(
      (await uploaded(sample('companies.jsonl'), 'companies.jsonl')).id,
      'validating',
    );
    expect(run).toMatchObject({
      status: 'valid',
      companies: 6,
      willInsert: 6,
      willUpdate: 0,
      errors: [],
      failReason: null,
    });
    // The check wrote each batch and rolled it back: nothing is stored yet.
    expect(await storedCompanies(sampleUscNos)).toBe(0);

    expect((await ok(api.importStart, { id: run.id })).status).toBe('importing');
    const done = await settled(run.id, 'importing');
    expect(done).toMatchObject({ status: 'done', written: 6, inserted: 6, updated: 0 });
    expect(await storedCompanies(sampleUscNos)).toBe(6);
    // The platform's now: its profile opens.
    const profile = await call(bigdataApi.entDetail, { companyId: companyIdOfCredit(sampleUscNos[0]!) });
    expect(profile.body).toMatchObject({ data: { companyInfo: { companyName: '广州市优越食品有限公司' } } });
    const after = (await ok(api.imports)) as {
      tables: { table: string; rows: number; estimated: boolean }[];
      dataset: { companies: number } | null;
    };
    expect(after.tables.find((r) => r.table === 'companies')).toMatchObject({
      rows: companiesBefore + 6,
      estimated: false,
    });
    expect(after.dataset).not.toBeNull();
    // Done: neither written again nor discarded.
    expect((await call(api.importStart, { id: run.id })).body.msg).toBe(message('operatorImportNotReady'));
    expect((await call(api.importDiscard, { id: run.id })).body.msg).toBe(
      message('operatorImportNotDiscardable'),
    );
  });

  it('imports the CSV folder as a zip: the same six companies, now updates', async () => {
    const folder = join(samples, 'csv');
    const zip = zipSync(
      Object.fromEntries(readdirSync(folder).map((f) => [`csv/${f}`, readFileSync(join(folder, f))])),
    );
    const run = await settled((await uploaded(zip, 'csv.zip')).id, 'validating');
    expect(run).toMatchObject({ status: 'valid', companies: 6, willInsert: 0, willUpdate: 6 });
    await ok(api.importStart, { id: run.id });
    expect(await settled(run.id, 'importing')).toMatchObject({ status: 'done', written: 6, updated: 6 });
  });

  it('finds conflicts with stored data before writing: a stored company under another id', async () => {
    const [first] = sample('companies.jsonl').toString('utf8').trim().split('\n');
    const moved = { ...(JSON.parse(first!) as object), companyId: '700000000001' };
    const run = await settled(
      (await uploaded(Buffer.from(JSON.stringify(moved)), 'moved.jsonl')).id,
      'validating',
    );
    expect(run.status).toBe('invalid');
    expect(run.errors[0]).toMatch(/^line 1: companyId: 700000000001 differs from the id/);
  });

  it('writes one import at a time: a second start is told to wait', async () => {
    const runner = importRunnerOf(t.app.ctx)!;
    const a = await settled((await uploaded(sample('companies.jsonl'), 'a.jsonl')).id, 'validating');
    const b = await settled((await uploaded(sample('companies.jsonl'), 'b.jsonl')).id, 'validating');
    await runner.stop();
    try {
      await ok(api.importStart, { id: a.id });
      const busy = await call(api.importStart, { id: b.id });
      expect(busy.status).toBe(409);
      expect(busy.body.msg).toBe(message('operatorImportBusy'));
    } finally {
      await runner.start();
    }
    expect((await settled(a.id, 'importing')).status).toBe('done');
    await ok(api.importStart, { id: b.id });
    expect((await settled(b.id, 'importing')).status).toBe('done');
  });

  it('resumes a run cut off with its worker: at the restart (PGlite) or when its heartbeat is stale', async () => {
    const runner = importRunnerOf(t.app.ctx)!;
    const run = await settled((await uploaded(sample('companies.jsonl'), 'cut.jsonl')).id, 'validating');
    await runner.stop();
    await ok(api.importStart, { id: run.id });
    // Another process claimed it and died after its first batch.
    await t.db.query(
      `update company_imports set worker_id = 'dead-worker', heartbeat_at = now(), attempts = 1 where id = $1`,
      [run.id],
    );
    await runner.start();
    expect(await settled(run.id, 'importing')).toMatchObject({ status: 'done', written: 6 });
  });
});
