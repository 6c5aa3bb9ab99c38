import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedApi, followGroupApi, systemApi, type FeedItem, type FollowGroupNode } from '@platform/contracts';
import { bearer, createTestApp, injectEndpoint, loginToken, type TestApp } from '../../test/test-app';

/**
 * The feed shows only what the caller follows and may read, in the kinds chosen, narrowed by a
 * group, in keyset pages with no gap and no repeat; the follow-group tree keeps its rules.
 */

const LINA = { id: '1000000000000000003', tenant: '200001' };
const ZHANGWEI = { id: '1000000000000000002', tenant: '100001' };
const WANGFANG = { id: '1000000000000000004', tenant: '200001' };
const ADMIN = { id: '1000000000000000001', tenant: '000000' };
const ZHAOMIN = { id: '1000000000000000006', tenant: '300001' };

let t: TestApp;
let lina: string;
let zhangwei: string;
let companies: string[];
let chain: string;
let customer: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp({}, { companies: 12 });
  lina = (await loginToken(t.app, 'lina')).access;
  zhangwei = (await loginToken(t.app, 'zhangwei')).access;
  companies = (
    await t.db.query<{ company_id: string }>('select company_id from companies order by company_id limit 3')
  ).map((r) => r.company_id);
  chain = (
    await t.db.query<{ chain_code: string }>('select chain_code from industry_chains order by 1 limit 1')
  )[0]!.chain_code;
  const customers = await t.db.query<{ tenant_id: string; customer_code: string }>(
    `select tenant_id, customer_code from tenants where tenant_id in ('200001', '300001')`,
  );
  customer = customers.find((c) => c.tenant_id === '200001')!.customer_code;
  other = customers.find((c) => c.tenant_id === '300001')!.customer_code;
  await t.db.query('delete from company_dynamics');
});
afterAll(() => t.close());

type Ep = { method: string; path: string };
async function call(ep: Ep, input: Record<string, unknown> = {}, access: string | null = lina) {
  const res = await injectEndpoint(t.app, ep, input, access ? bearer(access) : {});
  return { status: res.statusCode, body: res.json() };
}

let seq = 0;
async function publication(p: {
  author: { id: string; tenant: string };
  at: string;
  visibility?: string;
  status?: string;
  kind?: string;
  chain?: string | null;
  customerCode?: string;
  id?: string;
}) {
  const id = p.id ?? `pub${String(++seq).padStart(4, '0')}`;
  await t.db.query(
    `insert into publications (id, customer_code, tenant_id, author_id, kind, visibility, status, title, body, chain_code, published_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, '{"type":"doc","content":[]}', $9, $10)`,
    [
      id,
      p.customerCode ?? customer,
      p.author.tenant,
      p.author.id,
      p.kind ?? 'article',
      p.visibility ?? 'public',
      p.status ?? 'published',
      `title ${id}`,
      p.chain ?? null,
      p.at,
    ],
  );
  return `p:${id}`;
}
async function dynamic(companyId: string, at: string) {
  const [row] = await t.db.query<{ id: string }>(
    `insert into company_dynamics (company_id, title, publish_dt) values ($1, 'news', $2) returning id::text as id`,
    [companyId, at],
  );
  return `d:${row!.id}`;
}

/** Every page of the feed, following the cursor. */
async function allPages(input: Record<string, unknown> = {}, access = lina) {
  const pages: FeedItem[][] = [];
  let cursor: string | null | undefined;
  for (let i = 0; i < 50; i++) {
    const res = await call(feedApi.feedList, { ...input, ...(cursor ? { cursor } : {}) }, access);
    expect(res.status).toBe(200);
    pages.push(res.body.data.records);
    cursor = res.body.data.cursor;
    if (!cursor) break;
  }
  return pages;
}
const keys = async (input: Record<string, unknown> = {}, access = lina) =>
  (await allPages(input, access)).flat().map((i) => i.key);

const expected: string[] = [];

describe('feed', () => {
  it('shows what lina follows and may read, newest first', async () => {
    await t.db.query(`insert into user_attention (tenant_id, user_id, target_user_id) values ($1, $2, $3)`, [
      LINA.tenant,
      LINA.id,
      ZHANGWEI.id,
    ]);
    expect((await call(systemApi.followSave, { companyId: companies[0], attentionEnt: true })).status).toBe(
      200,
    );
    expect(
      (await call(feedApi.followTargetSave, { targetKind: 'org', targetId: '000000' })).body.data,
    ).toEqual({
      followed: true,
    });
    expect((await call(feedApi.followTargetSave, { targetKind: 'chain', targetId: chain })).status).toBe(200);

    const byPerson = await publication({ author: ZHANGWEI, at: '2026-05-01T10:00:00Z' });
    const activity = await publication({ author: ZHANGWEI, at: '2026-05-02T10:00:00Z', kind: 'activity' });
    const byOrg = await publication({ author: ADMIN, at: '2026-05-03T10:00:00Z', visibility: 'signedIn' });
    const byChain = await publication({ author: WANGFANG, at: '2026-05-04T10:00:00Z', chain });
    const ownOrg = await publication({
      author: WANGFANG,
      at: '2026-05-05T10:00:00Z',
      chain,
      visibility: 'org',
    });
    const dyn = await dynamic(companies[0]!, '2026-05-06T10:00:00Z');
    // Not shown: another tenant's org-only post, a draft, a withdrawn one, someone not followed,
    // another customer's post in the chain, an unfollowed company's news.
    await publication({ author: ZHANGWEI, at: '2026-05-07T10:00:00Z', visibility: 'org' });
    await publication({ author: ZHANGWEI, at: '2026-05-07T11:00:00Z', status: 'draft' });
    await publication({ author: ZHANGWEI, at: '2026-05-07T12:00:00Z', status: 'withdrawn' });
    await publication({ author: WANGFANG, at: '2026-05-07T13:00:00Z' });
    await publication({ author: ZHAOMIN, at: '2026-05-07T14:00:00Z', chain, customerCode: other });
    await dynamic(companies[1]!, '2026-05-07T15:00:00Z');

    expected.push(dyn, ownOrg, byChain, byOrg, activity, byPerson);
    expect(await keys()).toEqual(expected);
    const [first] = await allPages();
    const item = first!.find((i) => i.key === byPerson)!;
    expect(item).toMatchObject({
      kind: 'publication',
      publisherKind: 'person',
      publisherId: ZHANGWEI.id,
      publishDt: '2026-05-01 18:00:00',
      url: `/publicationDetail/index?id=${byPerson.slice(2)}`,
      isSys: 0,
    });
    expect(first!.find((i) => i.key === dyn)).toMatchObject({
      kind: 'companyDynamic',
      companyId: companies[0],
    });
    expect(first!.find((i) => i.key === activity)?.kind).toBe('activity');
    // zhangwei follows nothing: an empty feed, not lina's.
    expect(await keys({}, zhangwei)).toEqual([]);
  });

  it('shows only the kinds of the setting, per user', async () => {
    expect((await call(feedApi.feedSettingGet)).body.data.kinds).toEqual([
      'publication',
      'companyDynamic',
      'cardDynamic',
      'activity',
    ]);
    await call(feedApi.feedSetting, { kinds: ['companyDynamic', 'activity'] });
    expect((await call(feedApi.feedSettingGet)).body.data.kinds).toEqual(['companyDynamic', 'activity']);
    const shown = (await allPages()).flat();
    expect(shown.map((i) => i.kind).sort()).toEqual(['activity', 'companyDynamic']);
    await call(feedApi.feedSetting, { kinds: [] });
    expect(await keys()).toEqual([]);
    expect((await call(feedApi.feedSettingGet, {}, zhangwei)).body.data.kinds).toHaveLength(4);
    await call(feedApi.feedSetting, { kinds: ['publication', 'companyDynamic', 'cardDynamic', 'activity'] });
    expect((await call(feedApi.feedSetting, { kinds: ['publication', 'publication'] })).status).toBe(400);
  });

  it('pages by keyset with no gap and no repeat, ties included', async () => {
    const more: string[] = [];
    // 23 posts, in threes at the same instant, and dynamics at those same instants.
    for (let i = 0; i < 23; i++) {
      const at = `2026-06-${String(1 + Math.floor(i / 3)).padStart(2, '0')}T08:00:00.123456Z`;
      more.push(await publication({ author: ZHANGWEI, at }));
      if (i % 3 === 0) more.push(await dynamic(companies[0]!, at));
    }
    const pages = await allPages();
    expect(pages.slice(0, -1).every((p) => p.length === 10)).toBe(true);
    expect(pages.at(-1)!.length).toBeLessThanOrEqual(10);
    const all = pages.flat().map((i) => i.key);
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual([...expected, ...more].sort());
    // Newest first across pages.
    const times = pages.flat().map((i) => i.publishDt);
    expect([...times].sort().reverse()).toEqual(times);
    // A new post after page 1 was read does not shift page 2 (no repeat).
    const first = await call(feedApi.feedList);
    await publication({ author: ZHANGWEI, at: '2026-12-01T00:00:00Z' });
    const second = await call(feedApi.feedList, { cursor: first.body.data.cursor });
    const a = first.body.data.records.map((i: FeedItem) => i.key);
    const b = second.body.data.records.map((i: FeedItem) => i.key);
    expect(a.filter((k: string) => b.includes(k))).toEqual([]);
    expect((await call(feedApi.feedList, { cursor: 'not-a-cursor' })).status).toBe(400);
  });
});

const tree = async (access = lina) =>
  (await call(followGroupApi.groupTree, {}, access)).body.data as FollowGroupNode[];
const find = (nodes: FollowGroupNode[], name: string): FollowGroupNode | undefined => {
  for (const n of nodes) {
    if (n.name === name) return n;
    const c = find(n.children, name);
    if (c) return c;
  }
  return undefined;
};
const save = async (name: string, parentId?: string, access = lina) =>
  call(followGroupApi.groupSave, { name, ...(parentId ? { parentId } : {}) }, access);

describe('follow groups', () => {
  it('filters the feed by a group and its subgroups', async () => {
    const g = (await save('企业')).body.data.id as string;
    const sub = (await save('机构', g)).body.data.id as string;
    expect(
      (
        await call(followGroupApi.groupMemberSave, {
          groupId: g,
          targetKind: 'company',
          targetId: companies[0],
        })
      ).body.data.changed,
    ).toBe(1);
    await call(followGroupApi.groupMemberSave, { groupId: sub, targetKind: 'org', targetId: '000000' });
    const shown = (await allPages({ groupId: g })).flat();
    expect(new Set(shown.map((i) => i.kind))).toEqual(new Set(['companyDynamic', 'publication']));
    expect(shown.filter((i) => i.kind === 'publication').map((i) => i.publisherId)).toEqual([ADMIN.id]);
    // Only the subgroup: the organisation's post.
    expect((await allPages({ groupId: sub })).flat().map((i) => i.publisherId)).toEqual([ADMIN.id]);
    // Not followed: refused, nothing written.
    const refused = await call(followGroupApi.groupMemberSave, {
      groupId: g,
      targetKind: 'company',
      targetId: companies[2],
    });
    expect(refused.status).toBe(400);
    const members = (await call(followGroupApi.groupMembers, { id: g })).body.data;
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ kind: 'company', id: companies[0] });
    const business = (await call(followGroupApi.groupBusinessTree)).body.data as FollowGroupNode[];
    expect(find(business, '机构')!.members![0]).toMatchObject({
      kind: 'org',
      id: '000000',
      name: '平台运营中心',
    });
    await call(followGroupApi.groupMemberRemove, { groupId: sub, targetKind: 'org', targetId: '000000' });
    expect((await allPages({ groupId: sub })).flat()).toEqual([]);
  });

  it('keeps depth at most 3 and refuses a move into its own subtree', async () => {
    const a = (await save('A')).body.data.id as string;
    const b = (await save('B', a)).body.data.id as string;
    const c = (await save('C', b)).body.data.id as string;
    expect((await save('D', c)).status).toBe(400);
    const x = (await save('X')).body.data.id as string;
    await save('Y', x);
    // X (two levels) under B (level 2) would reach level 4.
    expect((await call(followGroupApi.groupMove, { id: x, parentId: b })).status).toBe(400);
    expect((await call(followGroupApi.groupMove, { id: a, parentId: c })).status).toBe(400);
    expect((await call(followGroupApi.groupMove, { id: a, parentId: a })).status).toBe(400);
    // A leaf may go under A; a whole branch may go to the root.
    expect((await call(followGroupApi.groupMove, { id: c, parentId: a, sort: 0 })).status).toBe(200);
    expect(find(await tree(), 'A')!.children.map((n) => n.name)).toEqual(['C', 'B']);
    expect((await call(followGroupApi.groupMove, { id: b, parentId: '' })).status).toBe(200);
    expect(find(await tree(), 'B')!.level).toBe(1);
  });

  it('clones a branch with its members and removes a branch with its subgroups', async () => {
    const g = find(await tree(), '企业')!;
    const copy = (await call(followGroupApi.groupClone, { id: g.id })).body.data.id as string;
    const cloned = find(await tree(), '企业-副本')!;
    expect(cloned.id).toBe(copy);
    expect(cloned.children.map((n) => n.name)).toEqual(['机构']);
    expect(cloned.memberCount).toBe(1);
    expect((await call(followGroupApi.groupRemove, { id: copy })).body.data.changed).toBe(2);
    expect(find(await tree(), '企业-副本')).toBeUndefined();
    // The originals and the follows stay.
    expect(find(await tree(), '企业')!.memberCount).toBe(1);
    expect((await call(systemApi.followIsAttention, { companyId: companies[0] })).body.data).toBe(1);
  });

  it("refuses another user's group with nothing changed", async () => {
    const g = find(await tree(), '企业')!;
    const before = await tree();
    for (const [ep, input] of [
      [followGroupApi.groupUpdate, { id: g.id, name: 'mine' }],
      [followGroupApi.groupRemove, { id: g.id }],
      [followGroupApi.groupClone, { id: g.id }],
      [followGroupApi.groupMove, { id: g.id, parentId: '' }],
      [followGroupApi.groupMembers, { id: g.id }],
      [followGroupApi.groupMemberRemove, { groupId: g.id, targetKind: 'company', targetId: companies[0] }],
      [feedApi.feedList, { groupId: g.id }],
    ] as const)
      expect((await call(ep, input, zhangwei)).status, ep.path).toBe(404);
    expect((await save('Z', g.id, zhangwei)).status).toBe(404);
    expect(await tree()).toEqual(before);
    expect(await tree(zhangwei)).toEqual([]);
  });

  it('makes groups by category and from a template of group_template_type', async () => {
    const byCategory = (await call(followGroupApi.groupInitByCategory, {}, zhangwei)).body
      .data as FollowGroupNode[];
    expect(byCategory.map((n) => n.name)).toEqual(['关注的人', '关注的企业', '关注的组织', '关注的产业链']);
    const made = (await call(followGroupApi.groupSaveTemplate, { type: 'chain' }, zhangwei)).body.data;
    expect(find(made, '产业链上下游')!.children.map((n: FollowGroupNode) => n.name)).toEqual([
      '上游',
      '中游',
      '下游',
    ]);
    expect((await call(followGroupApi.groupSaveTemplate, { type: 'nope' }, zhangwei)).status).toBe(404);
    // lina already has groups: init leaves them.
    const before = await tree();
    expect((await call(followGroupApi.groupInitByCategory)).body.data).toEqual(before);
  });

  it('lists what lina follows and unfollows an organisation', async () => {
    const list = (await call(feedApi.followTargets)).body.data;
    expect(list.map((x: { kind: string }) => x.kind)).toEqual(['person', 'company', 'org', 'chain']);
    expect((await call(feedApi.followTargetSave, { targetKind: 'org', targetId: '100001' })).status).toBe(
      404,
    );
    expect((await call(feedApi.followTargetSave, { targetKind: 'chain', targetId: 'NOPE99' })).status).toBe(
      404,
    );
    await call(feedApi.followTargetRemove, { targetKind: 'org', targetId: '000000' });
    expect((await keys()).some((k) => k === expected[3])).toBe(false);
  });
});

describe('trends', () => {
  it('counts publications of a chain per bucket for a visitor, public ones only', async () => {
    await t.db.query(
      `update publications set published_at = now() - interval '2 days' where id in ('pub0004', 'pub0005')`,
    );
    const res = await call(feedApi.trends, { chainCode: chain, days: 30, bucket: 'day' }, null);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.series).toHaveLength(31);
    // pub0004 (public, the chain) counts; pub0005 is org-only.
    expect(data.totals.publications).toBe(1);
    expect(data.latest.some((i: FeedItem) => i.key === 'p:pub0004')).toBe(true);
    expect(data.latest.some((i: FeedItem) => i.key === 'p:pub0005')).toBe(false);
    expect(data.chainName).toBeTruthy();
  });
});
