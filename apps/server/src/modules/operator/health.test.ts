import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CUSTOMER_HEADER,
  PARTNER_HEADERS,
  ResultCode,
  message,
  operatorApi as api,
  systemApi,
  widgetApi,
} from '@platform/contracts';
import { clearAdapterErrors, noteAdapterError } from '../../lib/adapter-health';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';
import { reportRunnerOf } from '../reports';
import { signPartnerRequest } from '../widget';

/**
 * The operator console's partner grace period, refusals by origin and the health page (issue 32
 * items 2 and 6; docs/operator.md).
 */

let t: TestApp;
const tokens: Record<string, string> = {};
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.admin ?? null,
);
const CUSTOMER = '10000000';
const ORIGIN = 'https://grace.example.com';
const PARTNER = 'partner-grace';

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'lina', 'zhangwei']) tokens[name] = (await loginToken(t.app, name)).access;
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A partner backend's widget-token request signed with `secret`. */
function signedToken(secret: string, phone = '13900001111') {
  const raw = JSON.stringify({ origin: ORIGIN, phone, nonce: randomUUID() });
  const timestamp = String(Math.floor(Date.now() / 1000));
  return t.app.inject({
    method: 'POST',
    url: widgetApi.token.path,
    headers: {
      host: 'localhost',
      'content-type': 'application/json',
      [PARTNER_HEADERS.partner]: PARTNER,
      [PARTNER_HEADERS.timestamp]: timestamp,
      [PARTNER_HEADERS.signature]: signPartnerRequest(secret, timestamp, raw),
    },
    payload: raw,
  });
}

const refusalsNow = async () =>
  t.db.query<{ customer_code: string; origin: string; reason: string; count: number }>(
    'select customer_code, origin, reason, count from widget_refusals order by origin, reason',
  );

/** Refusals are counted in the background: wait until the row shows. */
async function refusalOf(origin: string, reason: string, count = 1) {
  await vi.waitFor(
    async () => {
      const row = (await refusalsNow()).find((r) => r.origin === origin && r.reason === reason);
      expect(Number(row?.count ?? 0)).toBeGreaterThanOrEqual(count);
    },
    { timeout: 5_000, interval: 50 },
  );
}

describe('partner secret grace period', () => {
  it('keeps the old secret verifying during the grace, refuses it after; the new one works at once', async () => {
    const made = await ok(api.partnerOriginAdd, { customer: CUSTOMER, origin: ORIGIN, partnerId: PARTNER });
    const old = made.secret!;
    expect((await signedToken(old)).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const bad = await call(api.partnerSecretRotate, { partnerId: PARTNER, graceHours: 169 });
    expect(bad.status).toBe(400);
    const { secret } = await ok(api.partnerSecretRotate, { partnerId: PARTNER, graceHours: 2 });
    expect((await signedToken(secret)).statusCode).toBe(200);
    expect((await signedToken(old)).statusCode).toBe(200);
    const listed = (await ok(api.partners, {})).partners.find((p: { id: string }) => p.id === PARTNER)!;
    expect(Date.parse(listed.previousSecretUntil!) - Date.now()).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(JSON.stringify(listed)).not.toContain(old);

    // Two hours and a minute later: the old secret is refused, the new one still works.
    vi.setSystemTime(Date.now() + 2 * 3_600_000 + 60_000);
    const after = await signedToken(old);
    expect([after.statusCode, after.json().msg]).toEqual([401, message('widgetSignatureInvalid', 'zh')]);
    expect((await signedToken(secret)).statusCode).toBe(200);
    expect(
      (await ok(api.partners, {})).partners.find((p: { id: string }) => p.id === PARTNER)!
        .previousSecretUntil,
    ).toBe(null);
    vi.useRealTimers();
    // The refused signature is counted on the origin it was for.
    await refusalOf(ORIGIN, 'signature');
  });

  it('ends the grace at once when the operator asks; a grace of 0 stops the old secret at once', async () => {
    const { secret: first } = await ok(api.partnerSecretRotate, { partnerId: PARTNER });
    const { secret: second } = await ok(api.partnerSecretRotate, { partnerId: PARTNER, graceHours: 24 });
    expect((await signedToken(first)).statusCode).toBe(200);
    const ended = await ok(api.partnerGraceEnd, { partnerId: PARTNER });
    expect(ended.previousSecretUntil).toBe(null);
    expect((await signedToken(first)).statusCode).toBe(401);
    expect((await signedToken(second)).statusCode).toBe(200);
    const { secret: third } = await ok(api.partnerSecretRotate, { partnerId: PARTNER, graceHours: 0 });
    expect((await signedToken(second)).statusCode).toBe(401);
    expect((await signedToken(third)).statusCode).toBe(200);
  });
});

describe('refusals by origin', () => {
  const browser = (origin: string) =>
    t.app.inject({
      method: 'GET',
      url: systemApi.customerDetail.path,
      headers: { host: 'localhost', origin, [CUSTOMER_HEADER]: CUSTOMER },
    });

  it('counts refused origins and rates per origin, reason and day (one row each), shown to the operator', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await browser('https://stranger.example.com')).statusCode).toBe(403);
    await refusalOf('https://stranger.example.com', 'origin', 3);

    const fast = 'https://fast.example.com';
    await ok(api.partnerOriginAdd, { customer: CUSTOMER, origin: fast, partnerId: 'partner-fast' });
    await ok(api.partnerRate, { partnerId: 'partner-fast', ratePerMinute: 1 });
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await browser(fast)).statusCode);
    expect(codes).toEqual([200, 429, 429]);
    await refusalOf(fast, 'rate', 2);

    // A burst is added up (written together), still one row, every refusal counted.
    const burst = 'https://burst.example.com';
    const answers = await Promise.all(Array.from({ length: 20 }, () => browser(burst)));
    expect(answers.every((a) => a.statusCode === 403)).toBe(true);
    await refusalOf(burst, 'origin', 20);
    expect((await refusalsNow()).filter((r) => r.origin === burst).map((r) => Number(r.count))).toEqual([20]);

    const rows = (await refusalsNow()).filter((r) => r.origin === 'https://stranger.example.com');
    expect(rows).toEqual([expect.objectContaining({ customer_code: CUSTOMER, reason: 'origin', count: 3 })]);
    const listed = await ok(api.partners, {});
    expect(listed.refusals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          customer: CUSTOMER,
          origin: 'https://stranger.example.com',
          reason: 'origin',
          count: 3,
        }),
        expect.objectContaining({ customer: CUSTOMER, origin: fast, reason: 'rate', count: 2 }),
      ]),
    );
  });
});

describe('health', () => {
  const FAILED = 'op-health-failed-1';
  beforeAll(async () => {
    // No report is drawn meanwhile: the retried one stays queued for the check.
    await reportRunnerOf(t.app.ctx)?.stop(0);
    await t.db.query(
      `insert into reports (id, tenant_id, user_id, ent_id, ent_name, type_code, status, attempts, fail_reason, finished_at)
       values ('${FAILED}', '100001', '1000000000000000002', '1000000000', '健康页失败报告', 7, 'failed', 3, 'render', now())`,
    );
  });

  it('shows the live adapters, their last errors and the report queue with its failed reports', async () => {
    clearAdapterErrors();
    noteAdapterError('sms', new Error('gateway timeout'));
    const h = await ok(api.health, {});
    expect(h.adapters.map((a: { adapter: string }) => a.adapter)).toEqual([
      'database',
      'redis',
      'sms',
      'payments',
      'storage',
      'chat',
    ]);
    const of = (name: string) => h.adapters.find((a: { adapter: string }) => a.adapter === name)!;
    expect(of('database').kind).toBe(t.app.ctx.db.kind);
    expect(of('chat').kind).toBe(t.app.ctx.redis ? 'redis pub/sub' : 'in-process');
    expect(of('sms').lastError).toMatchObject({ message: 'gateway timeout', count: 1 });
    expect(of('database').lastError).toBe(null);
    const reports = h.queues.find((q: { queue: string }) => q.queue === 'reports')!;
    expect(reports.failed).toBeGreaterThanOrEqual(1);
    expect(h.failedReports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: FAILED,
          tenantId: '100001',
          entName: '健康页失败报告',
          failReason: 'render',
        }),
      ]),
    );
  });

  it('retries a failed report: back to the queue with its tries reset; a report not failed is refused', async () => {
    const before = (await ok(api.health, {})).queues[0]!;
    expect(await ok(api.healthReportRetry, { reportId: FAILED })).toEqual({ id: FAILED, status: 'queued' });
    const [row] = await t.db.query<{ status: string; attempts: number; fail_reason: string | null }>(
      `select status, attempts, fail_reason from reports where id = '${FAILED}'`,
    );
    expect(row).toEqual({ status: 'queued', attempts: 0, fail_reason: null });
    const afterQueue = (await ok(api.health, {})).queues[0]!;
    expect([afterQueue.failed, afterQueue.waiting]).toEqual([before.failed - 1, before.waiting + 1]);
    const again = await call(api.healthReportRetry, { reportId: FAILED });
    expect([again.status, again.body.msg]).toEqual([400, message('operatorReportNotFailed', 'zh')]);
  });

  it('refuses the health page, the retry and the partner calls to anyone but the operator, writing nothing', async () => {
    await t.db.query(`update reports set status = 'failed' where id = '${FAILED}'`);
    const partners = JSON.stringify(await t.db.query('select * from widget_partners order by id'));
    for (const token of [tokens.lina, tokens.zhangwei])
      for (const [ep, input] of [
        [api.health, {}],
        [api.healthReportRetry, { reportId: FAILED }],
        [api.partnerSecretRotate, { partnerId: PARTNER, graceHours: 24 }],
        [api.partnerGraceEnd, { partnerId: PARTNER }],
        [api.partners, {}],
      ] as const) {
        const res = await call(ep, input, token);
        expect([res.status, res.body.code, res.body.msg], ep.path).toEqual([
          403,
          ResultCode.FORBIDDEN,
          message('operatorOnly', 'zh'),
        ]);
      }
    const [row] = await t.db.query<{ status: string }>(`select status from reports where id = '${FAILED}'`);
    expect(row!.status).toBe('failed');
    expect(JSON.stringify(await t.db.query('select * from widget_partners order by id'))).toBe(partners);
  });
});
