import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  message,
  operatorApi as api,
  systemApi,
  type CustomerForm,
  type OperatorCustomer,
} from '@platform/contracts';
import { createTestApp, bearer, endpointClient, loginToken, type TestApp } from '../../test/test-app';
import { multipart, pdf, picture } from '../../test/sample-files';
import { uploadAs } from '../../test/uploads';

/** The operator's customers (issue 32 item 1; docs/operator.md "Customers"). */

let t: TestApp;
const tokens: Record<string, string> = {};
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.admin ?? null,
);
const rows = async (sql: string) => JSON.stringify(await t.db.query(sql));
const snapshot = async () =>
  [
    await rows('select * from customers order by customer_code'),
    await rows('select * from customer_domains order by domain'),
    await rows('select * from customer_config_items order by customer_code, config_type, config_key'),
    await rows('select id from customer_changes order by id'),
  ].join('\n');

async function uploadImage(token: string): Promise<string> {
  const body = multipart(await picture('png'), 'logo.png', 'image/png');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/platform-resource/file/upload?kind=image',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  return res.json<{ data: { url: string } }>().data.url;
}

const form = (over: Partial<CustomerForm> = {}): CustomerForm => ({
  domains: ['brand.example.com'],
  platformName: '海岳产业云',
  logos: { logo: '', logo2: '', logo3: '' },
  servicePhone: '400-100-2000',
  address: '山东省青岛市崂山区海尔路 1 号',
  record: '鲁ICP备2026000003号-1',
  license: '',
  companyName: '青岛海岳数据有限公司',
  theme: 'common',
  brandColor: '#aa3300',
  oem: { indexFlag: 1, vipServicesFlag: 0 },
  configItems: [
    { configType: 'menu', configKey: 'discover', configName: '发现', checked: true, sort: 0 },
    { configType: 'menu', configKey: 'business', configName: '招商', checked: true, sort: 1 },
    { configType: 'service', configKey: '10000008', configName: '精准招商', checked: true, sort: 0 },
  ],
  footerPartners: [{ name: '青岛市大数据局', url: 'https://data.qingdao.example.cn' }],
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'lina', 'zhangwei']) tokens[name] = (await loginToken(t.app, name)).access;
});
afterAll(async () => t.close());

describe('operator customers', () => {
  it('refuses every customers call to anyone but the operator, writing nothing', async () => {
    const before = await snapshot();
    const calls = [
      [api.customers, {}],
      [api.customerRead, { code: '20000001' }],
      [api.customerHistory, { code: '20000001' }],
      [api.customerCreate, { code: '30000009', ...form() }],
      [api.customerSave, { code: '20000001', version: 0, ...form({ domains: ['127.0.0.1'] }) }],
    ] as const;
    for (const token of [tokens.lina, tokens.zhangwei])
      for (const [ep, input] of calls) {
        const res = await call(ep, input, token);
        expect([res.status, res.body.code, res.body.msg], ep.path).toEqual([
          403,
          ResultCode.FORBIDDEN,
          message('operatorOnly', 'zh'),
        ]);
      }
    expect(await snapshot()).toBe(before);
  });

  it('lists the customers and reads one whole, with the demo history', async () => {
    const list = await ok(api.customers, {});
    expect(list.map((c: { code: string }) => c.code)).toEqual(['10000000', '20000001']);
    expect(list[1]).toMatchObject({ platformName: '星河产业大脑', domains: ['127.0.0.1'], theme: 'common' });
    const one: OperatorCustomer = await ok(api.customerRead, { code: '20000001' });
    expect(one).toMatchObject({ code: '20000001', version: 0, brandColor: '#0F8A5F', isDefault: false });
    expect(one.logos.logo).toBe('/brand/20000001/logo.svg');
    expect(one.configItems.length).toBeGreaterThan(0);
    const history = await ok(api.customerHistory, { code: '20000001' });
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ userName: '平台管理员', after: { brandColor: '#0F8A5F' } });
    expect(history[1].before).toBeNull();
    expect((await call(api.customerRead, { code: '99999999' })).status).toBe(404);
  });

  it('creates a customer whose domain shows its configuration at once, and records the change', async () => {
    const logo = await uploadImage(tokens.admin!);
    const made: OperatorCustomer = await ok(api.customerCreate, {
      code: '30000001',
      ...form({
        logos: { logo, logo2: '', logo3: logo },
        domains: [' Brand.Example.com ', 'brand2.example.com'],
      }),
    });
    expect(made).toMatchObject({
      code: '30000001',
      version: 0,
      domains: ['brand.example.com', 'brand2.example.com'],
      brandColor: '#AA3300',
    });
    const shown = await ok(systemApi.customerDetail, { domain: 'brand.example.com' }, null);
    expect(shown).toMatchObject({
      customerCode: '30000001',
      platformName: '海岳产业云',
      theme: 'common',
      brandColor: '#AA3300',
      customerLogo: `logo=${encodeURIComponent(logo)}&logo3=${encodeURIComponent(logo)}`,
    });
    expect(JSON.parse(shown.oemSetting)).toEqual({ indexFlag: 1, vipServicesFlag: 0 });
    expect(shown.footerPartners).toEqual([
      { name: '青岛市大数据局', url: 'https://data.qingdao.example.cn' },
    ]);
    const history = await ok(api.customerHistory, { code: '30000001' });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      userName: '平台管理员',
      before: null,
      after: { platformName: '海岳产业云' },
    });
    const again = await call(api.customerCreate, { code: '30000001', ...form({ domains: [] }) });
    expect([again.status, again.body.msg]).toEqual([
      409,
      `${message('operatorCustomerExists', 'zh')}: 30000001`,
    ]);
  });

  it('refuses a domain another customer uses, a bad domain, a bad colour or a bad code, writing nothing', async () => {
    const before = await snapshot();
    const clash = await call(api.customerCreate, { code: '30000002', ...form({ domains: ['127.0.0.1'] }) });
    expect([clash.status, clash.body.msg]).toEqual([
      409,
      `${message('operatorDomainTaken', 'zh')}: 127.0.0.1`,
    ]);
    const one: OperatorCustomer = await ok(api.customerRead, { code: '20000001' });
    const { code: _c, isDefault: _d, ...current } = one;
    const clashSave = await call(api.customerSave, {
      code: '20000001',
      ...current,
      domains: ['brand.example.com'],
    });
    expect(clashSave.status).toBe(409);
    expect(clashSave.body.msg).toBe(`${message('operatorDomainTaken', 'zh')}: brand.example.com`);
    for (const domain of [
      'https://x.example.com',
      'x.example.com:8080',
      'x.example.com/path',
      '*.example.com',
      'bad_host',
      '-a.com',
    ])
      expect(
        (await call(api.customerCreate, { code: '30000003', ...form({ domains: [domain] }) })).body.msg,
        domain,
      ).toBe(`${message('operatorDomainInvalid', 'zh')}: ${domain}`);
    for (const brandColor of ['red', '#12345', '#1234567', 'rgb(1,2,3)', '#GGGGGG'])
      expect(
        (await call(api.customerCreate, { code: '30000003', ...form({ domains: [], brandColor }) })).body.msg,
      ).toBe(`${message('operatorColourInvalid', 'zh')}: ${brandColor}`);
    for (const code of ['x', 'a-b', '中文编码'])
      expect((await call(api.customerCreate, { code, ...form({ domains: [] }) })).body.msg).toBe(
        message('operatorCustomerCodeInvalid', 'zh'),
      );
    expect(await snapshot()).toBe(before);
  });

  it('refuses a logo that is not an uploaded image, writing nothing', async () => {
    const before = await snapshot();
    const document = await uploadAs(t.app, tokens.admin!, await pdf(), 'logo.png');
    expect(document.code).toBe(ResultCode.SUCCESS);
    const lina = await uploadImage(tokens.lina!);
    for (const logo of [
      `/api/platform-resource/file/${document.data.id}`,
      'https://elsewhere.example.com/logo.png',
      '/api/platform-resource/file/00000000-0000-4000-8000-000000000000',
      lina,
    ]) {
      const res = await call(api.customerCreate, {
        code: '30000004',
        ...form({ domains: [], logos: { logo, logo2: '', logo3: '' } }),
      });
      expect([res.status, res.body.msg], logo).toEqual([400, message('operatorLogoInvalid', 'zh')]);
    }
    expect(await snapshot()).toBe(before);
  });

  it('saves at the version read: the second of two operators is told and nothing of theirs is written', async () => {
    const read: OperatorCustomer = await ok(api.customerRead, { code: '20000001' });
    const { code: _c, isDefault: _d, ...current } = read;
    const first: OperatorCustomer = await ok(api.customerSave, {
      code: '20000001',
      ...current,
      platformName: '星河产业大脑二期',
      brandColor: '#123456',
    });
    expect(first).toMatchObject({ version: read.version + 1, platformName: '星河产业大脑二期' });
    // The kept logo (not an upload) stays acceptable.
    expect(first.logos.logo).toBe(read.logos.logo);
    const before = await snapshot();
    const second = await call(api.customerSave, { code: '20000001', ...current, platformName: '别人的名字' });
    expect([second.status, second.body.msg]).toEqual([409, message('operatorStale', 'zh')]);
    expect(await snapshot()).toBe(before);
    const shown = await ok(systemApi.customerDetail, { domain: '127.0.0.1' }, null);
    expect(shown).toMatchObject({ platformName: '星河产业大脑二期', brandColor: '#123456' });
    const history = await ok(api.customerHistory, { code: '20000001' });
    expect(history).toHaveLength(3);
    expect(history[0].before).toMatchObject({ platformName: '星河产业大脑', brandColor: '#0F8A5F' });
    expect(history[0].after).toMatchObject({ platformName: '星河产业大脑二期', brandColor: '#123456' });
    const missing = await call(api.customerSave, { code: '99999999', ...current });
    expect(missing.status).toBe(404);
  });

  it('lets one of two operators creating customers on the same new domain at once have it', async () => {
    const both = await Promise.all(
      ['30000011', '30000012'].map((code) =>
        call(api.customerCreate, { code, ...form({ domains: ['race.example.com'] }) }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.msg).toBe(
      `${message('operatorDomainTaken', 'zh')}: race.example.com`,
    );
  });
});
