import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ResultCode,
  chatApi,
  customersApi,
  friendsApi,
  imHelperApi,
  message,
  vcardApi,
  type MessageKey,
} from '@platform/contracts';
import { befriend } from '../../test/chat-servers';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';
import { seedDemoCustomers } from './demo';
import { contactTouched, recordContactTouch } from './contact-cards';

/** Contacts linked to business cards, and messages and card exchanges on the timeline (docs/customers.md). */

let t: TestApp;
const tokens: Record<string, string> = {};
const ID = {
  chenjing: '1000000000000000007',
  zhoulei: '1000000000000000008',
  sunli: '1000000000000000009',
  lina: '1000000000000000003',
  wangfang: '1000000000000000004',
  liuyang: '1000000000000000005',
  zhangwei: '1000000000000000002',
};
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.chenjing ?? null,
);
type Row = Record<string, unknown>;
const PHONE = { masked: '13911112222', open: '13933334444' };
let companies: string[] = [];
const cardIds: Record<string, string> = {};

const saveCard = (access: string, companyId: string | null, over: Row = {}): Promise<string> =>
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
      vcardModuleDTOList: companyId
        ? [{ moduleCode: 2, moduleName: '', ifDisplay: 1, content: JSON.stringify({ companyId }) }]
        : [],
      ...over,
    },
    access,
  );

beforeAll(async () => {
  t = await createTestApp({}, { companies: 40 });
  for (const u of Object.keys(ID)) tokens[u] = (await loginToken(t.app, u)).access;
  companies = (
    await t.db.query<{ company_id: string }>('select company_id from companies order by company_id limit 12')
  ).map((r) => r.company_id);
  const [company, other] = companies as [string, string];
  // 李娜: open and masked; 王芳: open, not masked; 刘洋: private; 张伟: deleted, and an open one of another company.
  cardIds.lina = await saveCard(tokens.lina!, company, { userName: '李娜', post: '总经理' });
  cardIds.wangfang = await saveCard(tokens.wangfang!, company, {
    userName: '王芳',
    post: '市场经理',
    phone: PHONE.open,
    email: 'wangfang@example.com',
    encrypt: false,
  });
  cardIds.liuyang = await saveCard(tokens.liuyang!, company, { userName: '刘洋', ifOpened: false });
  cardIds.zhangweiGone = await saveCard(tokens.zhangwei!, company, { userName: '张伟' });
  await ok(vcardApi.remove, { vcardId: cardIds.zhangweiGone }, tokens.zhangwei);
  cardIds.zhangwei = await saveCard(tokens.zhangwei!, other, { userName: '张伟' });
  // The sales side's own cards (to hand out in chat and with friend applications).
  cardIds.chenjing = await saveCard(tokens.chenjing!, null, { userName: '陈静' });
  cardIds.sunli = await saveCard(tokens.sunli!, null, { userName: '孙丽' });
  // Chat needs friends (or colleagues).
  await befriend(t.db, [
    [ID.chenjing, ID.lina],
    [ID.sunli, ID.lina],
    [ID.zhoulei, ID.lina],
  ]);
});
afterAll(() => t.close());

/** A customer of the n-th company, by 陈静 unless told (with collaborators). */
const customerOf = (n: number, input: Row = {}, access = tokens.chenjing) =>
  ok(customersApi.customerCreate, { companyId: companies[n], ...input }, access);
const count = async (sql: string) => Number((await t.db.query<{ n: string }>(sql))[0]!.n);
const refusal = (key: MessageKey) => ({ code: ResultCode.BAD_REQUEST, msg: message(key) });
const timeline = async (customerId: unknown, kind: string, access = tokens.chenjing) =>
  ((await ok(customersApi.activityList, { customerId }, access)) as Row[]).filter((a) => a.kind === kind);
/** The hooks run after the write, not awaited by it: wait for the entries to land. */
const landed = (customerId: unknown, kind: string, n: number) =>
  vi.waitFor(async () => expect(await timeline(customerId, kind)).toHaveLength(n), { timeout: 10_000 });

describe('the company’s cards', () => {
  it('lists the open, live cards of the customer’s company, masked for the caller', async () => {
    const c = await customerOf(0);
    const cards = (await ok(customersApi.customerCards, { customerId: c.customerId })) as Row[];
    expect(cards.map((x) => x.id).sort()).toEqual([cardIds.lina, cardIds.wangfang].sort());
    const lina = cards.find((x) => x.id === cardIds.lina)!;
    expect(lina.phone).toBe('139****2222');
    expect(JSON.stringify(cards)).not.toContain(PHONE.masked);
    expect(JSON.stringify(cards)).not.toContain('owner-secret');
    expect(cards.find((x) => x.id === cardIds.wangfang)!.phone).toBe(PHONE.open);
    // A customer entered by hand, without a company, has none.
    const manual = await ok(customersApi.customerCreate, { name: '手工客户' });
    expect(await ok(customersApi.customerCards, { customerId: manual.customerId })).toEqual([]);
  });
});

describe('contacts from and linked to cards', () => {
  it('adds a contact from a card: name and post, contacts only when the card shows them', async () => {
    // A company without cards: its customer is refused below.
    const c = await customerOf(2);
    expect(c.contacts).toEqual([]);
    const owned = await customerOf(3);
    await t.db.query('update crm_customers set company_id = $1 where id = $2', [
      companies[0],
      owned.customerId,
    ]);
    const masked = await ok(customersApi.contactFromCard, {
      customerId: owned.customerId,
      vcardId: cardIds.lina,
    });
    expect(masked).toMatchObject({
      name: '李娜',
      title: '总经理',
      phone: null,
      email: null,
      vcardId: cardIds.lina,
    });
    expect(masked.card).toMatchObject({ id: cardIds.lina, phone: '139****2222', userId: ID.lina });
    const open = await ok(customersApi.contactFromCard, {
      customerId: owned.customerId,
      vcardId: cardIds.wangfang,
    });
    expect(open).toMatchObject({ name: '王芳', phone: PHONE.open, email: 'wangfang@example.com' });
    // The customer's drawer shows them with their cards, still masked.
    const detail = await ok(customersApi.customerDetail, { customerId: owned.customerId });
    const linked = (detail.contacts as Row[]).find((x) => x.vcardId === cardIds.lina)!;
    expect((linked.card as Row).phone).toBe('139****2222');
    expect(JSON.stringify(detail)).not.toContain(PHONE.masked);
    // Refusals write nothing: linked twice, private, deleted, another company's, a company without cards.
    const before = await count(`select count(*) n from crm_contacts where customer_id = ${owned.customerId}`);
    const tries: Array<[Row, MessageKey]> = [
      [{ customerId: owned.customerId, vcardId: cardIds.lina }, 'contactCardLinked'],
      [{ customerId: owned.customerId, vcardId: cardIds.liuyang }, 'contactCardUnavailable'],
      [{ customerId: owned.customerId, vcardId: cardIds.zhangweiGone }, 'contactCardUnavailable'],
      [{ customerId: owned.customerId, vcardId: '999999999' }, 'contactCardUnavailable'],
      [{ customerId: owned.customerId, vcardId: cardIds.zhangwei }, 'contactCardOtherCompany'],
      [{ customerId: c.customerId, vcardId: cardIds.lina }, 'contactCardOtherCompany'],
    ];
    for (const [input, key] of tries) {
      const res = await call(customersApi.contactFromCard, input);
      expect(res.status, key).toBe(400);
      expect(res.body).toMatchObject(refusal(key));
    }
    expect(await count(`select count(*) n from crm_contacts where customer_id = ${owned.customerId}`)).toBe(
      before,
    );
    expect(await count(`select count(*) n from crm_contacts where customer_id = ${c.customerId}`)).toBe(0);
  });

  it('links an existing contact to a card and unlinks it', async () => {
    const c = await customerOf(4, { contacts: [{ name: '王经理', phone: '13800000011' }] });
    await t.db.query('update crm_customers set company_id = $1 where id = $2', [companies[0], c.customerId]);
    const contactId = (c.contacts as Row[])[0]!.contactId;
    const linked = await ok(customersApi.contactLink, { contactId, vcardId: cardIds.lina });
    // The contact keeps its own fields; the card comes beside them, masked.
    expect(linked).toMatchObject({ name: '王经理', phone: '13800000011', vcardId: cardIds.lina });
    expect((linked.card as Row).phone).toBe('139****2222');
    // One contact per card and customer; the checks of a new link hold.
    const second = await ok(customersApi.contactAdd, { customerId: c.customerId, name: '李总' });
    expect(second.vcardId).toBeNull();
    expect(
      (await call(customersApi.contactLink, { contactId: second.contactId, vcardId: cardIds.lina })).body,
    ).toMatchObject(refusal('contactCardLinked'));
    expect(
      (await call(customersApi.contactLink, { contactId: second.contactId, vcardId: cardIds.liuyang })).body,
    ).toMatchObject(refusal('contactCardUnavailable'));
    expect(
      (await call(customersApi.contactLink, { contactId: second.contactId, vcardId: cardIds.zhangwei })).body,
    ).toMatchObject(refusal('contactCardOtherCompany'));
    const unlinked = await ok(customersApi.contactLink, { contactId, vcardId: null });
    expect(unlinked).toMatchObject({ vcardId: null, card: null, name: '王经理' });
    expect(
      await count(
        `select count(*) n from crm_contacts where vcard_id is not null and customer_id = ${c.customerId}`,
      ),
    ).toBe(0);
    // Linked again, then the card goes private: the contact keeps its link, the card is no longer shown.
    await ok(customersApi.contactLink, { contactId, vcardId: cardIds.wangfang });
    await ok(vcardApi.setCardPrivacy, { vcardId: cardIds.wangfang, ifOpened: false }, tokens.wangfang);
    try {
      const detail = await ok(customersApi.customerDetail, { customerId: c.customerId });
      const shown = (detail.contacts as Row[]).find((x) => x.contactId === contactId)!;
      expect(shown).toMatchObject({ vcardId: cardIds.wangfang, card: null });
    } finally {
      await ok(vcardApi.setCardPrivacy, { vcardId: cardIds.wangfang, ifOpened: true }, tokens.wangfang);
    }
  });

  it('follows the customer’s visibility: members and other tenants swapping ids get 404, nothing written', async () => {
    const c = await customerOf(5, { contacts: [{ name: '赵经理' }] });
    await t.db.query('update crm_customers set company_id = $1 where id = $2', [companies[0], c.customerId]);
    const contactId = (c.contacts as Row[])[0]!.contactId;
    const snapshot = async () =>
      JSON.stringify(
        await t.db.query(`select * from crm_contacts where customer_id = ${c.customerId} order by id`),
      );
    const before = await snapshot();
    const attempts: Array<[{ method: string; path: string }, Row]> = [
      [customersApi.customerCards, { customerId: c.customerId }],
      [customersApi.contactFromCard, { customerId: c.customerId, vcardId: cardIds.lina }],
      [customersApi.contactLink, { contactId, vcardId: cardIds.lina }],
      [customersApi.contactLink, { contactId, vcardId: null }],
    ];
    // 周磊 is neither owner nor collaborator.
    for (const [ep, input] of attempts) {
      const res = await call(ep, input, tokens.zhoulei);
      expect(res.status, ep.path).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(cardIds.lina);
    }
    // Another organisation with the workspace bought.
    await t.db.query(
      `insert into tenant_purchases (id, tenant_id, business_type, product_id, region_code, starts_at, expires_at, source)
       values ('test-contact-cards', '200001', 2, 'P1002', '', now() - interval '1 day', now() + interval '30 days', 'test')
       on conflict do nothing`,
    );
    try {
      for (const [ep, input] of attempts)
        expect((await call(ep, input, tokens.lina)).status, ep.path).toBe(404);
    } finally {
      await t.db.query(`delete from tenant_purchases where id = 'test-contact-cards'`);
    }
    expect(
      (await call(customersApi.customerCards, { customerId: c.customerId }, tokens.lina)).body.code,
    ).toBe(ResultCode.PURCHASE_NEEDED);
    expect(await snapshot()).toBe(before);
    // A collaborator works the customer's contacts.
    await ok(customersApi.customerUpdate, { customerId: c.customerId, collaboratorIds: [ID.zhoulei] });
    expect(
      (await ok(customersApi.contactLink, { contactId, vcardId: cardIds.lina }, tokens.zhoulei)).vcardId,
    ).toBe(cardIds.lina);
  });
});

describe('messages and card exchanges on the timeline', () => {
  /** 陈静's customer (孙丽 collaborates) with 李娜's and 王芳's cards linked to contacts. */
  async function linkedCustomer(n: number) {
    const c = await customerOf(n, { collaboratorIds: [ID.sunli] });
    await t.db.query('update crm_customers set company_id = $1 where id = $2', [companies[0], c.customerId]);
    await ok(customersApi.contactFromCard, { customerId: c.customerId, vcardId: cardIds.lina });
    await ok(customersApi.contactFromCard, { customerId: c.customerId, vcardId: cardIds.wangfang });
    return String(c.customerId);
  }
  let seq = 0;
  const send = (
    access: string,
    to: string,
    type = 'text',
    payload: Row = { text: '您好，想约个时间聊聊合作' },
  ) =>
    ok(
      chatApi.send,
      { clientMsgId: `contact-cards-${++seq}`, to: { type: 'C2C', userId: to }, type, payload },
      access,
    );

  it('logs one chat entry per contact, user and China day, as the authenticated sender', async () => {
    const customerId = await linkedCustomer(6);
    await send(tokens.chenjing!, ID.lina);
    await landed(customerId, 'chat', 1);
    const [entry] = await timeline(customerId, 'chat');
    expect(entry).toMatchObject({ userId: ID.chenjing, text: '', params: { contact: '李娜' } });
    // Again the same day: still one. A collaborator's message is their own entry.
    await send(tokens.chenjing!, ID.lina, 'text', { text: '资料已发您邮箱', senderId: ID.sunli });
    await send(tokens.sunli!, ID.lina);
    await landed(customerId, 'chat', 2);
    expect((await timeline(customerId, 'chat')).map((a) => a.userId).sort()).toEqual(
      [ID.chenjing, ID.sunli].sort(),
    );
    // 周磊 cannot see the customer: his message writes nothing on it (he collaborates on another
    // customer with 李娜 linked, whose timeline may get his entry).
    await send(tokens.zhoulei!, ID.lina);
    await recordContactTouch(t.app.ctx.store, {
      tenantId: '200002',
      userId: ID.zhoulei,
      peerIds: [ID.lina],
      kind: 'chat',
    });
    expect((await timeline(customerId, 'chat')).map((a) => a.userId)).not.toContain(ID.zhoulei);
    // The next China day counts again.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const event = { tenantId: '200002', userId: ID.chenjing, peerIds: [ID.lina], kind: 'chat' as const };
    // (李娜's card is linked on other customers of 陈静's too: one entry on each.)
    expect(await recordContactTouch(t.app.ctx.store, event, tomorrow)).toBeGreaterThanOrEqual(1);
    expect(await recordContactTouch(t.app.ctx.store, event, tomorrow)).toBe(0);
    // Sends at once: one of them writes the day's entries.
    const later = new Date(Date.now() + 2 * 86_400_000);
    const raced = await Promise.all(
      Array.from({ length: 5 }, () => recordContactTouch(t.app.ctx.store, event, later)),
    );
    expect(raced.filter((n) => n > 0)).toHaveLength(1);
    await landed(customerId, 'chat', 4);
    // The customer's last activity moved.
    const detail = await ok(customersApi.customerDetail, { customerId });
    expect(detail.lastActivityAt).not.toBeNull();
    // Another tenant's event reaches no customer here (the scope is the event's tenant).
    expect(
      await recordContactTouch(
        t.app.ctx.store,
        { ...event, tenantId: '200001', userId: ID.zhangwei },
        tomorrow,
      ),
    ).toBe(0);
  });

  it('logs a card entry once a day: saved to the folder, handed in chat, a friend application', async () => {
    const customerId = await linkedCustomer(7);
    // A colleague's card naming the company (a folder keeps cards of the caller's tenant).
    const zhoulei = await saveCard(tokens.zhoulei!, companies[0]!, { userName: '周磊' });
    await ok(customersApi.contactFromCard, { customerId, vcardId: zhoulei });
    // 陈静 saves it to her folder.
    await ok(vcardApi.saveVcardsToMyFolder, { cardIdList: [zhoulei], userAccountId: ID.chenjing });
    await landed(customerId, 'card', 1);
    expect((await timeline(customerId, 'card'))[0]).toMatchObject({
      userId: ID.chenjing,
      params: { contact: '周磊', via: 'folder' },
    });
    // She hands her own card to 李娜 in chat, twice the same day: one entry.
    await send(tokens.chenjing!, ID.lina, 'custom', { kind: 'card', vcardId: cardIds.chenjing });
    await landed(customerId, 'card', 2);
    await send(tokens.chenjing!, ID.lina, 'custom', { kind: 'card', vcardId: cardIds.chenjing });
    // 孙丽 (collaborator) applies to 王芳 as a friend with her card; 王芳 applies to 陈静, who accepts.
    await ok(
      imHelperApi.sendBusinessCard,
      { respImUserId: ID.wangfang, vcardIdList: [cardIds.sunli], applyAddWording: '交换名片' },
      tokens.sunli,
    );
    await ok(
      imHelperApi.sendBusinessCard,
      { respImUserId: ID.chenjing, vcardIdList: [cardIds.wangfang] },
      tokens.wangfang,
    );
    const received = (await ok(friendsApi.selectFriendApply)).received as Row[];
    const application = received.find((a) => a.applyUserId === ID.wangfang)!;
    await ok(friendsApi.acceptFriendApply, { id: application.id });
    const entries = async () =>
      (await timeline(customerId, 'card'))
        .map((a) => `${a.userId}:${(a.params as Row).contact}:${(a.params as Row).via}`)
        .sort();
    await vi.waitFor(
      async () =>
        expect(await entries()).toEqual(
          [
            `${ID.chenjing}:周磊:folder`,
            `${ID.chenjing}:李娜:exchange`,
            `${ID.chenjing}:王芳:exchange`,
            `${ID.sunli}:王芳:exchange`,
          ].sort(),
        ),
      { timeout: 10_000 },
    );
    // A card handed in chat is a message too (陈静's chat entry); a plain message is never a card entry.
    await send(tokens.sunli!, ID.lina);
    await landed(customerId, 'chat', 2);
    expect(await entries()).toHaveLength(4);
  });

  it('never fails the write it hears: a failure is logged', async () => {
    const warn = vi.fn();
    const broken = { ctx: { store: {} as never }, log: { warn } };
    await expect(
      contactTouched(broken)({ tenantId: '200002', userId: ID.chenjing, peerIds: [ID.lina], kind: 'chat' }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('the demo', () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await createTestApp({}, { companies: 300, demoCards: true });
  }, 300_000);
  afterAll(() => d?.close());

  it('links contacts of 陈静’s customers to the demo cards, with a chat and a card entry each', async () => {
    expect(await seedDemoCustomers(d.app.ctx.store)).toBe(true);
    const linked = await d.db.query<{ id: string; customer_id: string; owner_id: string; vcard_id: string }>(
      `select k.id, k.customer_id, c.owner_id, k.vcard_id from crm_contacts k
       join crm_customers c on c.id = k.customer_id
       where k.tenant_id = '200002' and k.vcard_id is not null order by k.id`,
    );
    expect(linked.length).toBeGreaterThanOrEqual(2);
    expect(new Set(linked.map((k) => k.customer_id)).size).toBeGreaterThanOrEqual(2);
    const demo = endpointClient(
      () => d.app,
      () => null,
    );
    const owners: Record<string, string> = {
      [ID.chenjing]: (await loginToken(d.app, 'chenjing')).access,
      [ID.zhoulei]: (await loginToken(d.app, 'zhoulei')).access,
      [ID.sunli]: (await loginToken(d.app, 'sunli')).access,
    };
    for (const k of linked) {
      const access = owners[k.owner_id]!;
      const detail = await demo.ok(customersApi.customerDetail, { customerId: k.customer_id }, access);
      const contact = (detail.contacts as Row[]).find((x) => String(x.contactId) === String(k.id))!;
      expect((contact.card as Row).id).toBe(k.vcard_id);
      const kinds = (
        (await demo.ok(customersApi.activityList, { customerId: k.customer_id }, access)) as Row[]
      )
        .filter((a) => (a.params as Row).contactId === String(k.id))
        .map((a) => a.kind)
        .sort();
      expect(kinds).toEqual(['card', 'chat']);
    }
  });
});
