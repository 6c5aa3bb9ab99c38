import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaTrackingApi, payApi, ResultCode } from '@platform/contracts';
import { todayInChina } from '../../lib/china-time';
import { bearer, createTestApp, injectEndpoint, loginToken, type TestApp } from '../../test/test-app';
import { MEDIA_TRACKING_CALLS_PER_MINUTE } from './routes';

/** The channels' monitors: douyin's and huawei's take records, baidu's always fails. */
const monitorHits: { path: string; query: URLSearchParams }[] = [];
let monitor: Server;
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  monitor = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://monitor');
    monitorHits.push({ path: url.pathname, query: url.searchParams });
    res.statusCode = url.pathname.startsWith('/baidu/') ? 500 : 200;
    res.end('ok');
  });
  await new Promise<void>((resolve) => monitor.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(monitor.address() as AddressInfo).port}`;
  t = await createTestApp({
    MEDIA_MONITOR_URLS: `douyin=${base}/douyin,baidu=${base}/baidu,huawei=${base}/huawei/`,
    MEDIA_DELIVERY_INTERVAL_MS: '200',
  });
  for (const name of ['admin', 'zhangwei', 'lina']) tokens[name] = (await loginToken(t.app, name)).access;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => monitor.close(resolve));
});

type Ep = { method: string; path: string };
async function call(ep: Ep, input: Record<string, unknown>, who?: string, remoteAddress?: string) {
  const get = ep.method === 'GET';
  const res = remoteAddress
    ? await t.app.inject({
        method: 'POST',
        url: ep.path,
        payload: input,
        remoteAddress,
        headers: who ? bearer(tokens[who]!) : {},
      })
    : await injectEndpoint(t.app, ep, input, who ? bearer(tokens[who]!) : {});
  void get;
  return { status: res.statusCode, body: res.json() };
}

const records = (where = 'true', params: unknown[] = []) =>
  t.db.query<{
    id: string;
    media_type: number;
    action: number;
    visitor_id: string;
    user_id: string | null;
    deal_amount_fen: number;
    order_id: string;
    status: string;
    attempts: number;
    page_link: string;
  }>(`select * from media_records where ${where} order by action_time, id`, params);

const VISITOR = 'visitor-douyin-0001';
/** Douyin visits recorded today by this file (the report test expects exactly these). */
let douyinVisits = 0;

describe('visits and clicks', () => {
  it('stores a visit with a channel, once per visitor session', async () => {
    const input = { channel: 'douyin', visitorId: VISITOR, pageLink: '/home?channel=douyin', origLink: '' };
    const first = await call(mediaTrackingApi.mediaVisit, input);
    expect(first.body).toMatchObject({ code: ResultCode.SUCCESS, data: { recorded: true } });
    douyinVisits += 1;
    expect((await call(mediaTrackingApi.mediaVisit, input)).body.data).toEqual({ recorded: false });
    const rows = await records('visitor_id = $1', [VISITOR]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      media_type: 3,
      action: 1,
      user_id: null,
      page_link: '/home?channel=douyin',
    });
  });

  it('refuses a channel with markup, an unknown channel and a link with markup; stores nothing', async () => {
    const before = (await records()).length;
    for (const bad of [
      { channel: '<script>alert(1)</script>', visitorId: 'visitor-bad-00001' },
      { channel: 'douyin"><img src=x>', visitorId: 'visitor-bad-00001' },
      { channel: 'facebook', visitorId: 'visitor-bad-00001' },
      { channel: 'douyin', visitorId: '<b>visitor</b>' },
      { channel: 'douyin', visitorId: 'visitor-bad-00001', pageLink: '/"><script>x</script>' },
      { channel: 'douyin', visitorId: 'visitor-bad-00001', pageLink: 'javascript:alert(1)' },
    ]) {
      const res = await call(mediaTrackingApi.mediaVisit, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).not.toBe(ResultCode.SUCCESS);
    }
    const res = await call(mediaTrackingApi.mediaVisit, {
      channel: '<b>douyin</b>',
      visitorId: 'visitor-bad-00001',
    });
    expect(res.body.msg).toMatch(/channel must be one of baidu, toutiao, douyin/);
    expect((await records()).length).toBe(before);
  });

  it('records a click on a purchased-service entry (action 2, clicked)', async () => {
    const res = await call(mediaTrackingApi.mediaClick, {
      channel: 'huawei',
      visitorId: 'visitor-huawei-001',
      targetLink: '/toker/tokerIndex',
      pageLink: '/',
    });
    expect(res.body.data).toEqual({ recorded: true });
    const [row] = await records('visitor_id = $1', ['visitor-huawei-001']);
    expect(row).toMatchObject({ action: 2, media_type: 7 });
  });

  it(`refuses more than ${MEDIA_TRACKING_CALLS_PER_MINUTE} tracking calls a minute from one address`, async () => {
    const from = '10.7.7.7';
    const statuses: number[] = [];
    for (let i = 0; i < MEDIA_TRACKING_CALLS_PER_MINUTE + 5; i += 1) {
      const res = await call(
        mediaTrackingApi.mediaVisit,
        { channel: 'kuaishou', visitorId: `visitor-flood-${String(i).padStart(4, '0')}` },
        undefined,
        from,
      );
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.msg).toBe('操作过于频繁，请稍后再试');
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(MEDIA_TRACKING_CALLS_PER_MINUTE);
    expect(statuses.slice(MEDIA_TRACKING_CALLS_PER_MINUTE)).toEqual([429, 429, 429, 429, 429]);
    // The refused calls stored nothing.
    expect(await records("visitor_id like 'visitor-flood-%'")).toHaveLength(MEDIA_TRACKING_CALLS_PER_MINUTE);
  });
});

describe('attribution and conversions', () => {
  it('keeps a user’s first channel; a returning user records no registration', async () => {
    await t.db.query(`update users set created_at = now() - interval '1 year' where account = 'lina'`);
    const first = await call(
      mediaTrackingApi.mediaAttribute,
      { channel: 'toutiao', visitorId: VISITOR },
      'lina',
    );
    expect(first.body.data).toEqual({ channel: 'toutiao', registered: false });
    const later = await call(
      mediaTrackingApi.mediaAttribute,
      { channel: 'douyin', visitorId: VISITOR },
      'lina',
    );
    expect(later.body.data).toEqual({ channel: 'toutiao', registered: false });
    const rows = await t.db.query('select channel from media_attributions where user_id = $1', [
      '1000000000000000003',
    ]);
    expect(rows).toEqual([{ channel: 'toutiao' }]);
    expect(await records('action = 3')).toEqual([]);
    expect(
      (await call(mediaTrackingApi.mediaAttribute, { channel: 'douyin', visitorId: VISITOR })).status,
    ).toBe(401);
  });

  it('records the registration of a user created minutes ago, once', async () => {
    // 张伟 signs up now (the server reads the account's creation time, never the client's word).
    await t.db.query(`update users set created_at = now() where account = 'zhangwei'`);
    const res = await call(
      mediaTrackingApi.mediaAttribute,
      { channel: 'douyin', visitorId: VISITOR },
      'zhangwei',
    );
    expect(res.body.data).toEqual({ channel: 'douyin', registered: true });
    const again = await call(
      mediaTrackingApi.mediaAttribute,
      { channel: 'douyin', visitorId: VISITOR },
      'zhangwei',
    );
    expect(again.body.data).toEqual({ channel: 'douyin', registered: false });
    const regs = await records('action = 3');
    expect(regs).toHaveLength(1);
    expect(regs[0]).toMatchObject({ media_type: 3, visitor_id: VISITOR });
  });

  it('writes activation (4) on a trial and purchase (6) on a paid order, sent to media-cust-acq', async () => {
    const trial = await call(payApi.trialActive, { regionCode: '330100', domain: 'localhost' }, 'zhangwei');
    expect(trial.body.code, JSON.stringify(trial.body)).toBe(ResultCode.SUCCESS);
    await vi.waitFor(async () => expect(await records('action = 4')).toHaveLength(1));

    const order = await call(
      payApi.createOrder,
      {
        renewalExpandTempList: [],
        tenantBuyRecord: {
          tenantId: '100001',
          buyType: 1,
          productId: 'P1001',
          mealId: 'M1001',
          goodsId: 'G1002',
        },
      },
      'zhangwei',
    );
    expect(order.body.code, JSON.stringify(order.body)).toBe(ResultCode.SUCCESS);
    const orderNo = order.body.data as string;
    const tx = await call(payApi.wxNativePay, { outTradeNo: orderNo, payType: 1 }, 'zhangwei');
    const url = new URL(tx.body.data.codeUrl as string);
    const confirm = await t.app.inject({ method: 'POST', url: `${url.pathname}/confirm${url.search}` });
    expect(confirm.statusCode).toBe(303);
    await vi.waitFor(async () => expect(await records('action = 6')).toHaveLength(1));
    const [purchase] = await records('action = 6');
    const [paid] = await t.db.query<{ amount_fen: number }>(
      'select amount_fen from pay_orders where out_trade_no = $1',
      [orderNo],
    );
    expect(purchase).toMatchObject({ media_type: 3, order_id: orderNo, deal_amount_fen: paid!.amount_fen });

    // Delivered by douyin's HTTP monitor to media-cust-acq with the record's fields.
    await vi.waitFor(
      () => {
        const hit = monitorHits.find(
          (h) => h.path === '/douyin/media-cust-acq' && h.query.get('action') === '6',
        );
        expect(hit).toBeDefined();
        expect(Object.fromEntries(hit!.query)).toMatchObject({
          mediaType: '3',
          action: '6',
          orderId: orderNo,
          dealAmount: (paid!.amount_fen / 100).toFixed(2),
          visitorID: VISITOR,
          appid: '5',
          os: '2',
        });
        expect(
          monitorHits.some((h) => h.path === '/douyin/media-cust-acq' && h.query.get('action') === '4'),
        ).toBe(true);
      },
      { timeout: 5000 },
    );
  });

  it('records nothing for a user without a channel', async () => {
    const before = (await records()).length;
    const trial = await call(payApi.trialActive, { regionCode: '330100' }, 'admin');
    expect(trial.body.code, JSON.stringify(trial.body)).toBe(ResultCode.SUCCESS);
    await new Promise((r) => setTimeout(r, 100));
    expect((await records()).length).toBe(before);
  });
});

describe('delivery', () => {
  it('marks records sent by their monitor, and failed after the attempts', async () => {
    await call(mediaTrackingApi.mediaVisit, { channel: 'baidu', visitorId: 'visitor-baidu-0001' });
    await vi.waitFor(
      async () => {
        const [baidu] = await records('visitor_id = $1', ['visitor-baidu-0001']);
        expect(baidu).toMatchObject({ status: 'failed', attempts: 5 });
      },
      { timeout: 8000, interval: 200 },
    );
    const [row] = await t.db.query<{ last_error: string }>(
      `select last_error from media_records where visitor_id = 'visitor-baidu-0001'`,
    );
    expect(row!.last_error).toMatch(/HTTP 500/);
    expect(monitorHits.filter((h) => h.path === '/baidu/media-monitor')).toHaveLength(5);
    await vi.waitFor(async () => {
      const [visit] = await records('visitor_id = $1 and action = 1', [VISITOR]);
      expect(visit!.status).toBe('sent');
      const [click] = await records('visitor_id = $1', ['visitor-huawei-001']);
      expect(click!.status).toBe('sent');
      // kuaishou has no URL: the log monitor took them.
      expect(await records("visitor_id like 'visitor-flood-%' and status <> 'sent'")).toEqual([]);
    });
    expect(
      monitorHits.some((h) => h.path === '/huawei/media-monitor' && h.query.get('clicked') === '1'),
    ).toBe(true);
  });
});

describe('the operator’s channel report', () => {
  const today = todayInChina(new Date());

  it('counts visits, registrations, trials and orders by channel and day', async () => {
    const res = await call(mediaTrackingApi.mediaChannelReport, { from: today, to: today }, 'admin');
    expect(res.body.code, JSON.stringify(res.body)).toBe(ResultCode.SUCCESS);
    const report = res.body.data;
    const [paid] = await t.db.query<{ amount_fen: number }>(
      'select amount_fen from pay_orders where user_id = (select id from users where account = $1)',
      ['zhangwei'],
    );
    const douyin = report.rows.find((r: { channel: string }) => r.channel === 'douyin');
    expect(douyin).toEqual({
      day: today,
      channel: 'douyin',
      visits: douyinVisits,
      registrations: 1,
      trials: 1,
      orders: 1,
      amount: paid!.amount_fen / 100,
    });
    expect(report.rows.find((r: { channel: string }) => r.channel === 'kuaishou').visits).toBe(
      MEDIA_TRACKING_CALLS_PER_MINUTE,
    );
    expect(report.channels).toHaveLength(9);
    expect(report.totals.orders).toBe(1);
    // Clicks are not among the report's figures: huawei has no row.
    expect(report.rows.some((r: { channel: string }) => r.channel === 'huawei')).toBe(false);

    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const before = await call(
      mediaTrackingApi.mediaChannelReport,
      { from: yesterday, to: yesterday },
      'admin',
    );
    expect(before.body.data.rows).toEqual([]);
  });

  it('refuses anyone but the platform operator, and ranges past 92 days', async () => {
    const other = await call(mediaTrackingApi.mediaChannelReport, { from: today, to: today }, 'zhangwei');
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe('仅平台运营方可查看渠道报表');
    const res = await injectEndpoint(
      t.app,
      mediaTrackingApi.mediaChannelReport,
      { from: today, to: today },
      { ...bearer(tokens.zhangwei!), 'accept-language': 'en' },
    );
    expect(res.json().msg).toBe('Only the platform operator can see the channel report');
    const long = await call(
      mediaTrackingApi.mediaChannelReport,
      { from: '2026-01-01', to: '2026-04-05' },
      'admin',
    );
    expect(long.status).toBe(400);
    expect(long.body.msg).toMatch(/at most 92 days/);
    expect((await call(mediaTrackingApi.mediaChannelReport, { from: today, to: today })).status).toBe(401);
  });
});
