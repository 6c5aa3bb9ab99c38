import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_CARDS_MAX, ResultCode, leadsApi, vcardApi } from '@platform/contracts';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';
import { seedDemoLeads } from './demo';

/** A lead's people on the platform: the open cards of its company, masked for the caller (docs/leads.md). */

let t: TestApp;
const tokens: Record<string, string> = {};
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.chenjing ?? null,
);
type Row = Record<string, unknown>;
const PHONE = { masked: '13911112222', open: '13933334444' };
let company: string;
let other: string;
const cardIds: Record<string, string> = {};

/** A card of the token's user linked to a company (module 2), open and masked unless told. */
const saveCard = (access: string, companyId: string, over: Row = {}): Promise<string> =>
  ok(
    vcardApi.saveVcard,
    {
      type: 2,
      userName: '名片主人',
      post: '销售总监',
      phone: PHONE.masked,
      email: 'owner-secret@example.com',
      encrypt: true,
      ifOpened: true,
      vcardModuleDTOList: [
        { moduleCode: 2, moduleName: '', ifDisplay: 1, content: JSON.stringify({ companyId }) },
      ],
      ...over,
    },
    access,
  );

beforeAll(async () => {
  t = await createTestApp({}, { companies: 40 });
  for (const u of ['chenjing', 'zhoulei', 'sunli', 'lina', 'wangfang', 'liuyang', 'zhangwei'])
    tokens[u] = (await loginToken(t.app, u)).access;
  const rows = await t.db.query<{ company_id: string }>(
    'select company_id from companies order by company_id limit 2',
  );
  [company, other] = rows.map((r) => r.company_id) as [string, string];
  // 李娜: open and masked; 王芳: open, not masked; 刘洋: private; 张伟: deleted; another company's card.
  cardIds.lina = await saveCard(tokens.lina!, company, { userName: '李娜' });
  cardIds.wangfang = await saveCard(tokens.wangfang!, company, {
    userName: '王芳',
    phone: PHONE.open,
    encrypt: false,
  });
  cardIds.liuyang = await saveCard(tokens.liuyang!, company, { userName: '刘洋', ifOpened: false });
  cardIds.zhangwei = await saveCard(tokens.zhangwei!, company, { userName: '张伟' });
  await ok(vcardApi.remove, { vcardId: cardIds.zhangwei }, tokens.zhangwei);
  cardIds.other = await saveCard(tokens.liuyang!, other, { userName: '刘洋' });
});
afterAll(() => t.close());

async function privateList(): Promise<{ listId: string; leads: Row[] }> {
  const list = await ok(leadsApi.listCreate, {
    name: `名片线索${Math.random()}`,
    companyIds: [company, other],
  });
  const page = await ok(leadsApi.leadPage, { listId: list.listId, size: 10 });
  return { listId: String(list.listId), leads: page.records };
}
const leadOf = (leads: Row[], companyId: string) =>
  String(leads.find((l) => l.companyId === companyId)!.leadId);

describe('a lead’s cards on the platform', () => {
  it('lists the open, live cards of the lead’s company as the server masks them for the caller', async () => {
    const { leads } = await privateList();
    const cards = (await ok(leadsApi.leadCards, { leadId: leadOf(leads, company) })) as Row[];
    expect(cards.map((c) => c.id).sort()).toEqual([cardIds.lina, cardIds.wangfang].sort());
    const lina = cards.find((c) => c.id === cardIds.lina)!;
    expect(lina).toMatchObject({ userName: '李娜', companyId: company, ifOpened: true, encrypt: true });
    // A masked phone stays masked: the number never leaves the server for anyone but its owner.
    expect(lina.phone).toBe('139****2222');
    expect(lina.email).not.toContain('owner-secret');
    expect(JSON.stringify(cards)).not.toContain(PHONE.masked);
    // A card without masking shows its contacts, as on the public card page.
    expect(cards.find((c) => c.id === cardIds.wangfang)!.phone).toBe(PHONE.open);
    // Private and deleted cards, and cards of other companies, are not listed.
    const ids = cards.map((c) => c.id);
    for (const hidden of [cardIds.liuyang, cardIds.zhangwei, cardIds.other])
      expect(ids).not.toContain(hidden);
    const otherCards = (await ok(leadsApi.leadCards, { leadId: leadOf(leads, other) })) as Row[];
    expect(otherCards.map((c) => c.id)).toEqual([cardIds.other]);
  });

  it('answers at most COMPANY_CARDS_MAX cards', async () => {
    expect(COMPANY_CARDS_MAX).toBe(20);
    const { leads } = await privateList();
    const cards = (await ok(leadsApi.leadCards, { leadId: leadOf(leads, company) })) as Row[];
    expect(cards.length).toBeLessThanOrEqual(COMPANY_CARDS_MAX);
  });

  it('follows the lead’s visibility: a member without the list and another tenant get 404', async () => {
    const { listId, leads } = await privateList();
    const leadId = leadOf(leads, company);
    // 周磊 does not see 陈静's private list: not found, exactly like an unknown id.
    const hidden = await call(leadsApi.leadCards, { leadId }, tokens.zhoulei);
    expect(hidden.status).toBe(404);
    expect(hidden.body.data).toBeNull();
    expect((await call(leadsApi.leadCards, { leadId: '999999999' })).status).toBe(404);
    // Shared with him, he reads the same cards.
    await ok(leadsApi.listShare, { listId, share: 'users', userIds: ['1000000000000000008'] });
    expect(((await ok(leadsApi.leadCards, { leadId }, tokens.zhoulei)) as Row[]).length).toBe(2);
    // Another organisation (with the workspace bought) swapping the id: not found, nothing answered.
    await t.db.query(
      `insert into tenant_purchases (id, tenant_id, business_type, product_id, region_code, starts_at, expires_at, source)
       values ('test-lead-cards', '200001', 1, 'P1002', '', now() - interval '1 day', now() + interval '30 days', 'test')
       on conflict do nothing`,
    );
    try {
      const swapped = await call(leadsApi.leadCards, { leadId }, tokens.lina);
      expect(swapped.status).toBe(404);
      expect(JSON.stringify(swapped.body)).not.toContain(cardIds.lina);
    } finally {
      await t.db.query(`delete from tenant_purchases where id = 'test-lead-cards'`);
    }
    // Without the workspace: the purchase-needed answer.
    expect((await call(leadsApi.leadCards, { leadId }, tokens.lina)).body.code).toBe(
      ResultCode.PURCHASE_NEEDED,
    );
  });

  it('shows a card made private or deleted no more', async () => {
    const { leads } = await privateList();
    const leadId = leadOf(leads, company);
    await ok(vcardApi.setCardPrivacy, { vcardId: cardIds.wangfang, ifOpened: false }, tokens.wangfang);
    try {
      const cards = (await ok(leadsApi.leadCards, { leadId })) as Row[];
      expect(cards.map((c) => c.id)).toEqual([cardIds.lina]);
    } finally {
      await ok(vcardApi.setCardPrivacy, { vcardId: cardIds.wangfang, ifOpened: true }, tokens.wangfang);
    }
  });
});

describe('the demo', () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await createTestApp({}, { companies: 300, demoCards: true });
  }, 300_000);
  afterAll(() => d?.close());

  it('puts a lead whose company shows an open card into a demo list', async () => {
    expect(await seedDemoLeads(d.app.ctx.store)).toBe(true);
    const [lead] = await d.db.query<{ id: string }>(
      `select l.id from leads l where l.tenant_id = '200002'
         and exists (select 1 from vcards v where v.company_id = l.company_id and v.if_opened and not v.is_deleted)
       order by l.id limit 1`,
    );
    expect(lead).toBeDefined();
    const demo = endpointClient(
      () => d.app,
      () => null,
    );
    const access = (await loginToken(d.app, 'chenjing')).access;
    const cards = (await demo.ok(leadsApi.leadCards, { leadId: lead!.id }, access)) as Row[];
    expect(cards.length).toBeGreaterThan(0);
    // The demo cards are masked: no one's number leaves the server.
    for (const c of cards.filter((x) => x.encrypt)) expect(String(c.phone)).toContain('****');
  });
});
