import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMERS_LIMITS, ResultCode, customersApi, message } from '@platform/contracts';
import {
  bearer,
  createTestApp,
  endpointClient,
  injectEndpoint,
  loginToken,
  type TestApp,
} from '../../test/test-app';
import { DEMO_BIG_DEAL, DEMO_VIEWS, seedDemoCustomers, seedDemoViews } from './demo';
import { readState } from './views';

/** Saved views of the customers and deals tables (docs/customers.md "Saved views"). */

let t: TestApp;
const tokens: Record<string, string> = {};
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.zhoulei ?? null,
);
type Row = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp({}, { companies: 60 });
  for (const u of ['chenjing', 'zhoulei', 'sunli', 'lina']) tokens[u] = (await loginToken(t.app, u)).access;
});
afterAll(() => t.close());

const EMPTY = { filters: {}, columns: null };
const create = (input: Row, access = tokens.zhoulei) =>
  ok(customersApi.viewCreate, { table: 'customers', state: EMPTY, ...input }, access);
const list = async (table: 'customers' | 'deals', access = tokens.zhoulei): Promise<Row[]> =>
  ok(customersApi.viewList, { table }, access);
/** Every saved view as stored, to prove a refused call wrote nothing. */
const stored = async () => JSON.stringify(await t.db.query('select * from crm_saved_views order by id'));
const countOf = async (owner: string) =>
  Number(
    (
      await t.db.query<{ n: string }>(
        `select count(*) as n from crm_saved_views where owner_id = $1 and "table" = 'customers'`,
        [owner],
      )
    )[0]!.n,
  );
const ID = { chenjing: '1000000000000000007', zhoulei: '1000000000000000008', sunli: '1000000000000000009' };

describe('access', () => {
  it('needs login and 客户管理 bought, and writes nothing without them', async () => {
    expect((await call(customersApi.viewList, { table: 'customers' }, null)).status).toBe(401);
    const refused = await call(customersApi.viewList, { table: 'customers' }, tokens.lina);
    expect(refused.body.code).toBe(ResultCode.PURCHASE_NEEDED);
    expect(refused.body.msg).toBe(message('purchaseNeeded'));
    const before = await stored();
    const write = await call(
      customersApi.viewCreate,
      { table: 'customers', name: '李娜的视图', state: EMPTY },
      tokens.lina,
    );
    expect(write.body.code).toBe(ResultCode.PURCHASE_NEEDED);
    expect(await stored()).toBe(before);
  });
});

describe('a member’s own views', () => {
  it('saves, lists, renames, updates and deletes a view', async () => {
    const state = {
      filters: { keyword: '科技', ownerId: 'mine', tag: '重点客户', source: 'lead' },
      columns: [
        { key: 'name', visible: true },
        { key: 'openAmount', visible: true },
        { key: 'source', visible: false },
      ],
    };
    const made = await create({ name: ' 本月跟进 ', state });
    expect(made).toMatchObject({
      table: 'customers',
      name: '本月跟进',
      shared: false,
      state,
      ownerId: ID.zhoulei,
      ownerName: '周磊',
      mine: true,
      canDelete: true,
    });
    expect((await list('customers')).map((v) => v.viewId)).toEqual([made.viewId]);
    expect(await list('deals')).toEqual([]);

    const renamed = await ok(customersApi.viewUpdate, { viewId: made.viewId, name: '重点跟进' });
    expect(renamed).toMatchObject({ name: '重点跟进', state });
    const next = { filters: { source: 'data' }, columns: null };
    const updated = await ok(customersApi.viewUpdate, { viewId: made.viewId, state: next });
    expect(updated).toMatchObject({ name: '重点跟进', state: next });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(made.updatedAt));

    expect(await ok(customersApi.viewRemove, { viewId: made.viewId })).toEqual({ changed: 1 });
    expect(await list('customers')).toEqual([]);
    expect((await call(customersApi.viewRemove, { viewId: made.viewId })).status).toBe(404);
  });

  it('keeps names unique per member and table, whatever their case', async () => {
    const first = await create({ name: 'Big Deals' });
    const twin = await call(customersApi.viewCreate, { table: 'customers', name: 'big deals', state: EMPTY });
    expect(twin.status).toBe(400);
    expect(twin.body.msg).toBe(message('savedViewDuplicate'));
    // Another table, or another member, may use the name.
    await create({ table: 'deals', name: 'Big Deals' });
    await create({ name: 'Big Deals' }, tokens.sunli);
    const other = await create({ name: 'Other' });
    const clash = await call(customersApi.viewUpdate, { viewId: other.viewId, name: 'BIG DEALS' });
    expect(clash.body.msg).toBe(message('savedViewDuplicate'));
    for (const v of [...(await list('customers')), ...(await list('deals'))])
      if (v.mine) await ok(customersApi.viewRemove, { viewId: v.viewId });
    for (const v of await list('customers', tokens.sunli))
      await ok(customersApi.viewRemove, { viewId: v.viewId }, tokens.sunli);
    expect(first.name).toBe('Big Deals');
  });

  it('refuses a state with keys the table does not know, and writes nothing', async () => {
    const before = await stored();
    const bad: Row[] = [
      { table: 'customers', name: 'x', state: { filters: { color: 'red' }, columns: null } },
      { table: 'customers', name: 'x', state: { filters: { stageId: '1' }, columns: null } },
      { table: 'customers', name: 'x', state: { filters: {}, columns: null, sort: 'name' } },
      { table: 'customers', name: 'x', state: { filters: {} } },
      { table: 'customers', name: 'x', state: { filters: {}, columns: [{ key: 'amount', visible: true }] } },
      {
        table: 'customers',
        name: 'x',
        state: { filters: {}, columns: [{ key: 'name', visible: true, width: 100 }] },
      },
      {
        table: 'customers',
        name: 'x',
        state: {
          filters: {},
          columns: [
            { key: 'name', visible: true },
            { key: 'name', visible: false },
          ],
        },
      },
      { table: 'customers', name: 'x', state: { filters: { source: 'fax' }, columns: null } },
      { table: 'deals', name: 'x', state: { filters: { amountMin: '100' }, columns: null } },
      { table: 'deals', name: 'x', state: { filters: { amountMin: -1 }, columns: null } },
      { table: 'deals', name: 'x', state: { filters: { closeFrom: '2026-02-30' }, columns: null } },
      { table: 'deals', name: 'x', state: { filters: { tag: '重点' }, columns: null } },
      { table: 'orders', name: 'x', state: EMPTY },
      { table: 'customers', name: '', state: EMPTY },
      { table: 'customers', name: '   ', state: EMPTY },
      { table: 'customers', name: 'x'.repeat(CUSTOMERS_LIMITS.savedViewNameMax + 1), state: EMPTY },
    ];
    for (const input of bad) {
      const res = await call(customersApi.viewCreate, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.code).toBe(ResultCode.BAD_REQUEST);
    }
    expect(await stored()).toBe(before);

    // A deals state saved into a customers view: refused by the view's table.
    const view = await create({ name: '客户视图' });
    const mixed = await call(customersApi.viewUpdate, {
      viewId: view.viewId,
      state: { filters: { stageId: '1' }, columns: null },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.msg).toBe(message('savedViewStateInvalid'));
    const unchanged = await list('customers');
    expect(unchanged.find((v) => v.viewId === view.viewId)?.state).toEqual(EMPTY);
    await ok(customersApi.viewRemove, { viewId: view.viewId });
  });
});

describe('the limit of 20 views per table', () => {
  it('holds under 20 parallel creates, with a clear message and nothing more written', async () => {
    const max = CUSTOMERS_LIMITS.savedViewsPerTable;
    expect(max).toBe(20);
    for (let i = 0; i < 15; i++) await create({ name: `视图 ${i}` }, tokens.sunli);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(customersApi.viewCreate, { table: 'customers', name: `并发 ${i}`, state: EMPTY }, tokens.sunli),
      ),
    );
    const made = results.filter((r) => r.body.code === ResultCode.SUCCESS);
    expect(made).toHaveLength(max - 15);
    for (const r of results.filter((x) => x.body.code !== ResultCode.SUCCESS)) {
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(message('savedViewsMax'));
    }
    expect(await countOf(ID.sunli)).toBe(max);

    const before = await stored();
    const en = await injectEndpoint(
      t.app,
      customersApi.viewCreate,
      { table: 'customers', name: 'One more', state: EMPTY },
      { ...bearer(tokens.sunli!), 'accept-language': 'en' },
    );
    expect(en.json().msg).toBe(message('savedViewsMax', 'en'));
    expect(en.json().msg).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await stored()).toBe(before);
    // The limit is per table: the deals table still takes one.
    await create({ table: 'deals', name: '商机视图' }, tokens.sunli);
    // And per member: 周磊 is not held by 孙丽's views.
    const own = await create({ name: '周磊的视图' });
    await ok(customersApi.viewRemove, { viewId: own.viewId });

    for (const v of [...(await list('customers', tokens.sunli)), ...(await list('deals', tokens.sunli))])
      if (v.mine) await ok(customersApi.viewRemove, { viewId: v.viewId }, tokens.sunli);
    expect(await countOf(ID.sunli)).toBe(0);
  });
});

describe('private and shared views', () => {
  it('hides a member’s private view from the others: not found by id, nothing changed', async () => {
    const mine = await create({ name: '私有视图', state: { filters: { tag: '私密' }, columns: null } });
    const before = await stored();
    for (const who of ['sunli', 'chenjing']) {
      expect((await list('customers', tokens[who])).map((v) => v.viewId)).not.toContain(mine.viewId);
      for (const [ep, input] of [
        [customersApi.viewUpdate, { viewId: mine.viewId, name: '改名' }],
        [customersApi.viewUpdate, { viewId: mine.viewId, shared: true }],
        [customersApi.viewRemove, { viewId: mine.viewId }],
      ] as const) {
        const res = await call(ep, input, tokens[who]);
        expect(res.status, `${who} ${ep.path}`).toBe(404);
        expect(res.body.msg).toBe(message('savedViewNotFound'));
      }
    }
    expect(await stored()).toBe(before);
    await ok(customersApi.viewRemove, { viewId: mine.viewId });
  });

  it('shows a shared view to the organisation read-only; its maker or an administrator deletes it', async () => {
    const shared = await create({
      table: 'deals',
      name: '谈判中的大单',
      shared: true,
      state: { filters: { state: 'open', amountMin: 1_000_000 }, columns: null },
    });
    const seen = (await list('deals', tokens.sunli)).find((v) => v.viewId === shared.viewId);
    expect(seen).toMatchObject({ shared: true, mine: false, canDelete: false, ownerName: '周磊' });
    const before = await stored();
    const change = await call(
      customersApi.viewUpdate,
      { viewId: shared.viewId, name: '孙丽改名' },
      tokens.sunli,
    );
    expect(change.status).toBe(403);
    expect(change.body.msg).toBe(message('savedViewOwnerOnly'));
    const drop = await call(customersApi.viewRemove, { viewId: shared.viewId }, tokens.sunli);
    expect(drop.status).toBe(403);
    expect(drop.body.msg).toBe(message('savedViewRemoveOnly'));
    // The administrator may delete it, not change it.
    const admin = (await list('deals', tokens.chenjing)).find((v) => v.viewId === shared.viewId);
    expect(admin).toMatchObject({ mine: false, canDelete: true });
    expect(
      (await call(customersApi.viewUpdate, { viewId: shared.viewId, shared: false }, tokens.chenjing)).status,
    ).toBe(403);
    expect(await stored()).toBe(before);

    // Unshared by its maker, it is private again: the others lose it.
    await ok(customersApi.viewUpdate, { viewId: shared.viewId, shared: false });
    expect((await list('deals', tokens.sunli)).map((v) => v.viewId)).not.toContain(shared.viewId);
    expect((await call(customersApi.viewRemove, { viewId: shared.viewId }, tokens.chenjing)).status).toBe(
      404,
    );
    await ok(customersApi.viewUpdate, { viewId: shared.viewId, shared: true });
    expect(await ok(customersApi.viewRemove, { viewId: shared.viewId }, tokens.chenjing)).toEqual({
      changed: 1,
    });
    expect(await list('deals')).toEqual([]);
  });

  it('keeps every view inside its organisation', async () => {
    const shared = await create({ name: '组织共享', shared: true });
    const own = await create({ name: '自己的' });
    // 李娜's organisation (200001) buys 客户管理 for this test.
    await t.db.query(
      `insert into tenant_purchases (id, tenant_id, business_type, product_id, region_code, starts_at, expires_at, source)
       values ('test-views-crm', '200001', 2, 'P1002', '', now() - interval '1 day', now() + interval '30 days', 'test')`,
    );
    try {
      expect(await list('customers', tokens.lina)).toEqual([]);
      const before = await stored();
      for (const viewId of [shared.viewId, own.viewId]) {
        for (const [ep, input] of [
          [customersApi.viewUpdate, { viewId, name: 'B' }],
          [customersApi.viewRemove, { viewId }],
        ] as const)
          expect((await call(ep, input, tokens.lina)).status).toBe(404);
      }
      expect(await stored()).toBe(before);
      // 李娜's own view stays in her organisation too.
      const hers = await create({ name: '组织共享', shared: true }, tokens.lina);
      expect((await list('customers')).map((v) => v.viewId)).not.toContain(hers.viewId);
      await ok(customersApi.viewRemove, { viewId: hers.viewId }, tokens.lina);
    } finally {
      await t.db.query(`delete from tenant_purchases where id = 'test-views-crm'`);
    }
    for (const v of [shared, own]) await ok(customersApi.viewRemove, { viewId: v.viewId });
  });
});

describe('stored states', () => {
  it('read what still holds of a state saved before a filter or column was dropped', () => {
    expect(
      readState('customers', {
        filters: { tag: '重点客户', region: '330100' },
        columns: [
          { key: 'name', visible: true },
          { key: 'gone', visible: true },
          { key: 'source', visible: false },
        ],
      }),
    ).toEqual({
      filters: { tag: '重点客户' },
      columns: [
        { key: 'name', visible: true },
        { key: 'source', visible: false },
      ],
    });
    expect(readState('deals', 'nonsense')).toEqual({ filters: {}, columns: null });
  });
});

describe('demo', () => {
  it('gives 陈静 two private customer views and a shared deals view that match demo rows, once', async () => {
    expect(await seedDemoCustomers(t.app.ctx.store)).toBe(true);
    expect(await seedDemoViews(t.app.ctx.store)).toBe(false);
    expect(await seedDemoCustomers(t.app.ctx.store)).toBe(false);
    const customers = await list('customers', tokens.chenjing);
    expect(customers.map((v) => [v.name, v.shared])).toEqual([
      [DEMO_VIEWS.keyCustomers, false],
      [DEMO_VIEWS.myLeadCustomers, false],
    ]);
    for (const view of customers) {
      const filters = (view.state as { filters: Row }).filters;
      const page = await ok(customersApi.customerPage, { ...filters, size: 50 }, tokens.chenjing);
      expect(page.total, String(view.name)).toBeGreaterThan(0);
    }
    // The others see the shared deals view, not 陈静's private ones.
    expect(await list('customers', tokens.zhoulei)).toEqual([]);
    const [deals] = await list('deals', tokens.zhoulei);
    expect(deals).toMatchObject({ name: DEMO_VIEWS.bigDeals, shared: true, mine: false, ownerName: '陈静' });
    const filters = (deals!.state as { filters: Row }).filters;
    const page = await ok(customersApi.dealPage, { ...filters, size: 50 }, tokens.chenjing);
    expect(page.total).toBeGreaterThan(0);
    const stages: Row[] = await ok(customersApi.stageList, {}, tokens.chenjing);
    const negotiation = stages.find((s) => s.key === 'negotiation')!;
    for (const d of page.records as Row[]) {
      expect(Number(d.amount)).toBeGreaterThanOrEqual(DEMO_BIG_DEAL);
      expect(d.stageId).toBe(negotiation.stageId);
    }
  });
});
