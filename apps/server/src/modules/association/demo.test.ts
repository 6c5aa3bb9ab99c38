import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SENDER_ID, associationApi } from '@platform/contracts';
import { DIRECTORY_ORGS, seedDirectoryAccounts } from '../../db/seed/directory';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';
import { seedDemoAssociationPublications } from '../content/demo';
import { seedDirectoryCards } from '../vcard/demo';
import { DEMO_ASSOCIATION, seedDemoAssociation, seedDemoAssociationPosts } from './demo';

let t: TestApp;
const tokens: Record<string, string> = {};
const { ok } = endpointClient(
  () => t.app,
  () => tokens.chenjing ?? null,
);
beforeAll(async () => {
  t = await createTestApp({}, { companies: 60 });
  for (const u of ['chenjing', 'lina']) tokens[u] = (await loginToken(t.app, u)).access;
  // The directory's people are the members' contacts (demo/load.ts seeds them first).
  await seedDirectoryAccounts(t.db);
  await seedDirectoryCards(
    t.app.ctx.store,
    DIRECTORY_ORGS.flatMap((o) =>
      o.members.map((m) => ({
        tenantId: o.tenantId,
        orgName: o.name,
        userId: m.id,
        name: m.name,
        post: m.post,
        dept: m.dept,
        phone: m.phone,
        email: m.email,
        encrypt: m.encrypt,
        intro: o.intro,
      })),
    ),
  );
});
afterAll(() => t.close());

type Row = Record<string, unknown>;

describe('demo association', () => {
  it('gives 陈静’s organisation members at every level, applications and dues in every state, once', async () => {
    expect(await seedDemoAssociation(t.app.ctx.store)).toBe(true);
    expect(await seedDemoAssociation(t.app.ctx.store)).toBe(false);
    const stats = await ok(associationApi.stats);
    for (const l of stats.byLevel) expect(l.count, String(l.name)).toBeGreaterThan(0);
    expect(stats.dues.collected).toBeGreaterThan(0);
    expect(stats.dues.outstanding).toBeGreaterThan(0);
    expect(stats.dues.overdue).toBeGreaterThan(0);
    for (const state of ['pending', 'approved', 'rejected'])
      expect((await ok(associationApi.applicationPage, { state, size: 1 })).total, state).toBeGreaterThan(0);
    for (const state of ['paid', 'unpaid', 'overdue', 'attention'])
      expect((await ok(associationApi.duesPage, { state, size: 1 })).total, state).toBeGreaterThan(0);
    const overview = await ok(associationApi.overview);
    expect(overview).toMatchObject({ activeMembers: 16, pendingApplications: 3 });
    expect(overview.duesOverdue + overview.duesSoon).toBeGreaterThan(0);
    const dir = (await ok(associationApi.directory)) as Row[];
    expect(dir.filter((d) => d.card).length).toBeGreaterThan(8);
    // 李娜 sees her pending and rejected applications, and the association in the list.
    const mine = (await ok(associationApi.applyMine, {}, tokens.lina)) as Row[];
    expect(new Set(mine.map((m) => m.state))).toEqual(new Set(['pending', 'rejected']));
    const list = (await ok(associationApi.applyList, {}, tokens.lina)) as Row[];
    expect(list.map((a) => a.associationId)).toContain(DEMO_ASSOCIATION);
  });

  it('sends a notice and an event to the members, in chat and in their list, once', async () => {
    const now = new Date('2026-11-28T02:00:00Z');
    const publications = () => seedDemoAssociationPublications(t.app.ctx.store.db, now);
    expect(await seedDemoAssociationPosts(t.app, publications)).toBe(true);
    expect(await seedDemoAssociationPosts(t.app, publications)).toBe(false);
    const page = await ok(associationApi.postPage, {});
    expect(page.records.map((r: Row) => [r.kind, r.readable])).toEqual([
      ['activity', true],
      ['article', true],
    ]);
    expect(page.records[0]).toMatchObject({
      activityStart: '2026-12-12 09:00',
      activityPlace: '苏州国际博览中心 B 馆会议室',
    });
    const reached = page.records[0].recipients as number;
    expect(reached).toBeGreaterThan(5);
    const chat = await t.db.query<{ recipient: string; payload: { kind: string; data: Row } }>(
      `select c.user_id as recipient, m.payload from im_messages m
         join im_conversation_members c on c.conversation_id = m.conversation_id and c.user_id <> m.sender_id
        where m.sender_id = $1 and m.client_msg_id like 'assoc-post-%'`,
      [SYSTEM_SENDER_ID],
    );
    expect(chat).toHaveLength(2 * reached);
    expect(new Set(chat.map((m) => m.payload.data.postKind))).toEqual(new Set(['article', 'activity']));
    expect(chat.find((m) => m.payload.data.postKind === 'activity')!.payload.data).toMatchObject({
      title: '长三角会员企业供需对接会',
      associationName: page.records[0].associationName,
      path: page.records[0].path,
    });
  });
});
