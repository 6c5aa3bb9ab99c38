import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SENDER_ID, associationApi, message, publicationApi } from '@platform/contracts';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';

/**
 * 通知活动 (docs/association.md "Notices and events"): the association sends its published article
 * or activity (content module) to its members — one chat message per member user — and members
 * list them while they may read them.
 */

let t: TestApp;
const tokens: Record<string, string> = {};
const { call, ok } = endpointClient(
  () => t.app,
  () => tokens.chenjing ?? null,
);
const LINA = '1000000000000000003';
const term = { termStart: '2026-01-01', termEnd: '2028-12-31' };
const contact = { contactName: '王建国', contactPhone: '13900001111' };
const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '欢迎参加' }] }] };

beforeAll(async () => {
  t = await createTestApp({}, { companies: 10 });
  for (const u of ['chenjing', 'zhoulei', 'lina', 'wangfang'])
    tokens[u] = (await loginToken(t.app, u)).access;
});
afterAll(() => t.close());

async function publication(over: Record<string, unknown>, who = 'chenjing', publish = true) {
  const id = (await ok(
    publicationApi.save,
    { kind: 'article', title: '通知', body: doc, ...over },
    tokens[who],
  )) as string;
  if (publish) await ok(publicationApi.publish, { id }, tokens[who]);
  return id;
}
const messagesTo = (userId: string) =>
  t.db.query<{
    client_msg_id: string;
    payload: { kind: string; description: string; data: Record<string, unknown> };
  }>(
    `select m.client_msg_id, m.payload from im_messages m
       join im_conversation_members c on c.conversation_id = m.conversation_id and c.user_id = $2
      where m.sender_id = $1 and m.client_msg_id like 'assoc-post-%'`,
    [SYSTEM_SENDER_ID, userId],
  );

describe('notices and events to members', () => {
  it('sends an activity to the member users once, lists it for them, and drops it once withdrawn', async () => {
    const [applied, byHand] = await t.db.query<{ company_id: string }>(
      'select company_id from companies order by company_id limit 2',
    );
    const [, , , plain] = (await ok(associationApi.levelList)) as Array<{ levelId: string }>;
    await ok(associationApi.settingsSave, { accepting: true, intro: '' });
    const application = await ok(
      associationApi.apply,
      { associationId: '200002', companyId: applied!.company_id, ...contact },
      tokens.lina,
    );
    await ok(associationApi.applicationApprove, {
      applicationId: application.applicationId,
      levelId: plain!.levelId,
      ...term,
    });
    await ok(associationApi.memberAdd, {
      companyId: byHand!.company_id,
      levelId: plain!.levelId,
      ...contact,
      ...term,
    });

    const event = await publication({
      kind: 'activity',
      title: '会员企业供需对接会',
      visibility: 'signedIn',
      activityStart: '2031-03-01 09:00',
      activityEnd: '2031-03-01 17:00',
      activityPlace: '苏州国际博览中心',
      activityCapacity: 80,
    });
    const internal = await publication({ title: '秘书处内部通知', visibility: 'org' });
    const draft = await publication({ title: '草稿', visibility: 'public' }, 'chenjing', false);
    const elsewhere = await publication({ title: '别家的文章', visibility: 'public' }, 'wangfang');

    const byMember = await call(associationApi.postSend, { publicationId: event }, tokens.zhoulei);
    expect(byMember.status).toBe(403);
    const narrow = await call(associationApi.postSend, { publicationId: internal });
    expect(narrow.status).toBe(400);
    expect(narrow.body.msg).toBe(message('associationPostVisibility'));
    for (const id of [draft, elsewhere, '999999999']) {
      const missing = await call(associationApi.postSend, { publicationId: id });
      expect(missing.status).toBe(404);
      expect(missing.body.msg).toBe(message('associationPostNotFound'));
    }
    expect((await ok(associationApi.postPage, {})).total).toBe(0);

    const sent = await ok(associationApi.postSend, { publicationId: event });
    expect(sent).toMatchObject({
      kind: 'activity',
      title: '会员企业供需对接会',
      readable: true,
      activityStart: '2031-03-01 09:00',
      activityPlace: '苏州国际博览中心',
      recipients: 1,
      sentNow: 1,
      path: `/publicationDetail/index?id=${event}`,
    });
    const got = await messagesTo(LINA);
    expect(got).toHaveLength(1);
    expect(got[0]!.payload.kind).toBe('assocNotice');
    expect(got[0]!.payload.description).toBe(
      '【苏州星链产业服务有限公司】活动：会员企业供需对接会\n时间：2031-03-01 09:00\n地点：苏州国际博览中心',
    );
    // Data, never copy: the portal draws it in the reader's language.
    expect(got[0]!.payload.data).toEqual({
      postId: sent.postId,
      publicationId: event,
      postKind: 'activity',
      associationName: '苏州星链产业服务有限公司',
      title: '会员企业供需对接会',
      activityStart: '2031-03-01 09:00',
      activityEnd: '2031-03-01 17:00',
      activityPlace: '苏州国际博览中心',
      path: sent.path,
    });
    // Sending it again reaches nobody twice and keeps one post.
    const again = await ok(associationApi.postSend, { publicationId: event });
    expect(again).toMatchObject({ postId: sent.postId, sentNow: 0, recipients: 1 });
    expect(await messagesTo(LINA)).toHaveLength(1);
    expect((await ok(associationApi.postPage, {})).records).toEqual([
      expect.objectContaining({ postId: sent.postId, readable: true }),
    ]);

    // The member lists it; a user of the same organisation who is no member's contact does not.
    const mine = (await ok(associationApi.applyPosts, {}, tokens.lina)) as Array<Record<string, unknown>>;
    expect(mine).toEqual([
      expect.objectContaining({
        postId: sent.postId,
        associationId: '200002',
        associationName: '苏州星链产业服务有限公司',
        title: '会员企业供需对接会',
      }),
    ]);
    expect(await ok(associationApi.applyPosts, {}, tokens.wangfang)).toEqual([]);

    // Withdrawn: gone from the member's list, kept (unreadable) in the association's.
    await ok(publicationApi.withdraw, { id: event });
    expect(await ok(associationApi.applyPosts, {}, tokens.lina)).toEqual([]);
    expect((await ok(associationApi.postPage, {})).records[0]).toMatchObject({
      readable: false,
      title: '会员企业供需对接会',
    });
  });
});
