import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessType, chatApi, friendsApi, groupChatApi } from '@platform/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createChatService, groupConversationId, type ChatService } from '.';
import { U, caller, cid, restAs } from '../../test/chat-users';
import { c2cConversationId } from './ids';

/**
 * Section IM pages (docs/im.md "Section IM pages"): lina (organisation 200001, which bought the
 * investment-attraction section "business") sees only the conversations, friends and groups of the
 * section's contacts.
 *
 * - wangfang: her colleague in 200001 (always a section contact)
 * - zhangwei: her friend, member of organisation 400001 (same customer) that bought "business"
 * - admin: the service account, member of the operator's organisation 000000, which did not
 * - zhaomin: her friend, member of 400003 of the white-label customer, which bought "business" too
 */
let t: TestApp;
let chat: ChatService;
let rest: ReturnType<typeof restAs>;
let orgGroup: string;
let generalGroup: string;

const live = (tenantId: string, businessType: number) =>
  t.db.query(
    `insert into tenant_purchases (id, tenant_id, business_type, starts_at, expires_at)
     values ($1, $2, $3, now() - interval '1 day', now() + interval '30 days')`,
    [`section-${tenantId}-${businessType}`, tenantId, businessType],
  );
const organisation = async (tenantId: string, customerCode: string, memberId: string) => {
  await t.db.query(
    `insert into tenants (tenant_id, tenant_name, tenant_type, customer_code) values ($1, $1, 2, $2)`,
    [tenantId, customerCode],
  );
  await t.db.query(
    `insert into tenant_members (tenant_id, user_id, role_id, role_name) values ($1, $2, 'member', 'member')`,
    [tenantId, memberId],
  );
};

const ok = async <T>(
  user: string,
  ep: { method: string; path: string },
  input: Record<string, unknown> = {},
) => {
  const res = await rest(user, ep, input);
  const body = res.json() as { code: number; data: T };
  expect(body.code, res.body).toBe(666666);
  return body.data;
};
const conversationIds = async (user: string, input: Record<string, unknown> = {}) =>
  (await ok<Array<{ conversationID: string }>>(user, chatApi.conversationList, input))
    .map((c) => c.conversationID)
    .sort();
const friendIds = async (user: string, input: Record<string, unknown> = {}) =>
  (await ok<Array<{ userId: string }>>(user, friendsApi.getFriends, input)).map((f) => f.userId).sort();
const groupIds = async (user: string, input: Record<string, unknown> = {}) =>
  (await ok<{ records: Array<{ groupId: string }> }>(user, groupChatApi.selectGroups, input)).records
    .map((g) => g.groupId)
    .sort();
const say = async (from: string, to: string) => {
  const sent = await chat.send(
    caller(from),
    { clientMsgId: cid(), to: { type: 'C2C', userId: to }, type: 'text', payload: { text: 'hello' } },
    'zh',
  );
  expect(sent.message.conversationId).toBe(c2cConversationId(from, to));
};

beforeAll(async () => {
  t = await createTestApp();
  chat = createChatService(t.app.ctx.store);
  rest = restAs(t.app);
  const customers = await t.db.query<{ tenant_id: string; customer_code: string }>(
    `select tenant_id, customer_code from tenants where tenant_id in ('200001', '300001')`,
  );
  const customerOf = (id: string) => customers.find((c) => c.tenant_id === id)!.customer_code;
  await organisation('400001', customerOf('200001'), U.zhangwei);
  await organisation('400003', customerOf('300001'), U.zhaomin);
  await live('200001', BusinessType.INVESTMENT_ATTRACTION);
  await live('400001', BusinessType.INVESTMENT_ATTRACTION);
  await live('400003', BusinessType.INVESTMENT_ATTRACTION);
  await live('000000', BusinessType.CUSTOMER_ACQUISITION);
  for (const friend of [U.zhangwei, U.zhaomin])
    await t.db.query(
      `insert into im_friends (tenant_id, user_id, friend_user_id) values ('200001', $1, $2)`,
      [U.lina, friend],
    );
  for (const peer of [U.wangfang, U.zhangwei, U.zhaomin, U.admin]) await say(U.lina, peer);
  orgGroup = (await ok<{ groupId: string }>(U.lina, groupChatApi.syncGroupBuilding)).groupId;
  generalGroup = (
    await ok<{ groupId: string }>(U.lina, groupChatApi.createGeneralGroupChat, {
      userIds: [U.zhangwei, U.wangfang],
    })
  ).groupId;
});
afterAll(() => t?.close());

const c2c = (peer: string) => c2cConversationId(U.lina, peer);

describe('a section IM page', () => {
  it('lists every conversation without a section', async () => {
    expect(await conversationIds(U.lina)).toEqual(
      [
        c2c(U.wangfang),
        c2c(U.zhangwei),
        c2c(U.zhaomin),
        c2c(U.admin),
        groupConversationId(orgGroup),
        groupConversationId(generalGroup),
      ].sort(),
    );
  });

  it('narrows conversations to colleagues, purchasers of the section of my customer and my organisation groups', async () => {
    expect(await conversationIds(U.lina, { section: 'business' })).toEqual(
      [c2c(U.wangfang), c2c(U.zhangwei), groupConversationId(orgGroup)].sort(),
    );
  });

  it('keeps only colleagues when my tenant has not bought the section', async () => {
    // 200001's demo purchase of toker (type 1) ran out 35 days ago (db/seed/pay-history.ts): it does not count.
    expect(await conversationIds(U.lina, { section: 'toker' })).toEqual(
      [c2c(U.wangfang), groupConversationId(orgGroup)].sort(),
    );
  });

  it('narrows friends and groups the same way', async () => {
    expect(await friendIds(U.lina)).toEqual([U.zhangwei, U.zhaomin].sort());
    expect(await friendIds(U.lina, { section: 'business' })).toEqual([U.zhangwei]);
    expect(await friendIds(U.lina, { section: 'toker' })).toEqual([]);
    expect(await groupIds(U.lina)).toEqual([orgGroup, generalGroup].sort());
    expect(await groupIds(U.lina, { section: 'business' })).toEqual([orgGroup]);
  });

  it('keeps only colleagues for a caller whose current tenant did not buy the section', async () => {
    // zhaomin's current tenant is her personal one (her organisation 400003 bought "business").
    expect(await conversationIds(U.zhaomin)).toEqual([c2c(U.zhaomin)]);
    expect(await conversationIds(U.zhaomin, { section: 'business' })).toEqual([]);
  });

  it('refuses an unknown section', async () => {
    const res = await rest(U.lina, chatApi.conversationList, { section: 'nope' });
    expect(res.json().code, res.body).not.toBe(666666);
    const groups = await rest(U.lina, groupChatApi.selectGroups, { section: 'nope' });
    expect(groups.json().code, groups.body).not.toBe(666666);
  });
});
