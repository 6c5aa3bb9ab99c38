import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, publicationApi } from '@platform/contracts';
import {
  bearer,
  createTestApp,
  injectEndpoint,
  loginToken,
  passwordLogin,
  type TestApp,
} from '../../test/test-app';
import { forgetSensitiveWords } from './sensitive-words';

let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = ['lina', 'wangfang', 'liuyang', 'zhangwei', 'zhaomin'] as const;
type Who = (typeof USERS)[number] | null;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(
    `insert into tenant_purchases (id, tenant_id, business_type, region_code, expires_at) values
       ('p1', '200001', 4, '', now() + interval '30 days'),
       ('p2', '100001', 5, '', now() + interval '30 days')`,
  );
  for (const u of USERS.filter((u) => u !== 'zhaomin')) tokens[u] = (await loginToken(t.app, u)).access;
  // zhaomin belongs to the white-label customer (host 127.0.0.1).
  const white = await passwordLogin(t.app, 'zhaomin', 'Demo@2026', { headers: { host: '127.0.0.1' } });
  tokens.zhaomin = (white.json() as { access_token: string }).access_token;
  forgetSensitiveWords();
});
afterAll(() => t.close());

type Ep = { method: string; path: string };
async function call(ep: Ep, input: Record<string, unknown>, who: Who) {
  const headers = who ? bearer(tokens[who]!) : {};
  const res = await injectEndpoint(t.app, ep, input, headers);
  // json() is untyped: each test checks the fields it needs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json() as { code: number; data: any; msg: string } };
}
const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const article = (over: Record<string, unknown> = {}) => ({
  kind: 'article',
  title: '新能源汽车产业链观察',
  body: doc('动力电池与整车制造协同发展。'),
  ...over,
});
async function published(who: Who, over: Record<string, unknown> = {}) {
  const saved = await call(publicationApi.save, article(over), who);
  expect(saved.body.code, saved.body.msg).toBe(ResultCode.SUCCESS);
  const pub = await call(publicationApi.publish, { id: saved.body.data }, who);
  expect(pub.body.code, pub.body.msg).toBe(ResultCode.SUCCESS);
  return saved.body.data as string;
}
const row = async (id: string) =>
  (await t.db.query<Record<string, unknown>>('select * from publications where id = $1', [id]))[0];
const reads = async (id: string, who: Who) =>
  (await call(publicationApi.detail, { id }, who)).body.code === ResultCode.SUCCESS;

describe('publications', () => {
  it('creates a draft with a derived summary and plain text, publishes, withdraws and publishes again', async () => {
    const id = (await call(publicationApi.save, article(), 'wangfang')).body.data;
    const stored = await row(id);
    expect(stored).toMatchObject({
      status: 'draft',
      summary: '动力电池与整车制造协同发展。',
      tenant_id: '200001',
    });
    expect(stored!.body_text).toBe('动力电池与整车制造协同发展。');
    expect((await call(publicationApi.publish, { id }, 'wangfang')).body.data).toBe(true);
    expect((await call(publicationApi.withdraw, { id }, 'wangfang')).body.data).toBe(true);
    expect((await row(id))!.status).toBe('withdrawn');
    expect((await call(publicationApi.publish, { id }, 'wangfang')).body.data).toBe(true);
    expect((await row(id))!.status).toBe('published');
  });

  it('refuses another user editing, withdrawing, publishing or deleting, and writes nothing', async () => {
    const id = await published('wangfang');
    const before = await row(id);
    for (const [ep, input] of [
      [publicationApi.update, { id, ...article({ title: '被篡改' }) }],
      [publicationApi.withdraw, { id }],
      [publicationApi.publish, { id }],
      [publicationApi.remove, { id }],
    ] as const) {
      const res = await call(ep, input, 'liuyang');
      expect(res.status, ep.path).toBe(403);
      expect(res.body.code).toBe(ResultCode.FORBIDDEN);
    }
    expect(await row(id)).toEqual(before);
    expect((await call(publicationApi.remove, { id }, 'wangfang')).body.data).toBe(true);
    expect(await row(id)).toBeUndefined();
  });

  it('applies the visibility matrix', async () => {
    const pub = await published('wangfang', { visibility: 'public' });
    const signed = await published('wangfang', { visibility: 'signedIn' });
    const org = await published('wangfang', { visibility: 'org' });
    const purchasers = await published('zhangwei', { visibility: 'purchasers', section: 'politics' });
    const draft = (await call(publicationApi.save, article(), 'wangfang')).body.data;
    const matrix = async (id: string) =>
      Promise.all(
        ([null, 'zhangwei', 'liuyang', 'lina', 'wangfang', 'zhaomin'] as Who[]).map((w) => reads(id, w)),
      );
    //                          visitor zhangwei liuyang lina  wangfang zhaomin(other customer)
    expect(await matrix(pub)).toEqual([true, true, true, true, true, false]);
    expect(await matrix(signed)).toEqual([false, true, true, true, true, false]);
    expect(await matrix(org)).toEqual([false, false, true, true, true, false]);
    expect(await matrix(draft)).toEqual([false, false, false, false, true, false]);
    // politics is zhangwei's purchase: 200001 reads it only once it buys politics too.
    expect(await matrix(purchasers)).toEqual([false, true, false, false, false, false]);
    await t.db.query(
      `insert into tenant_purchases (id, tenant_id, business_type, region_code, expires_at)
       values ('p3', '200001', 5, '', now() + interval '30 days')`,
    );
    expect(await matrix(purchasers)).toEqual([false, true, true, true, true, false]);
    await t.db.query(`delete from tenant_purchases where id = 'p3'`);
    // Lists apply the same rule.
    const listed = async (w: Who) =>
      ((await call(publicationApi.page, { size: 50 }, w)).body.data.records as { id: string }[]).map(
        (r) => r.id,
      );
    const visitor = await listed(null);
    expect(visitor).toContain(pub);
    expect(visitor).not.toContain(signed);
    expect(await listed('zhangwei')).not.toContain(org);
    expect(await listed('liuyang')).toContain(org);
    expect(await listed('wangfang')).not.toContain(draft);
  });

  it('counts views atomically, only for published ones', async () => {
    const id = await published('wangfang');
    await Promise.all(Array.from({ length: 10 }, () => call(publicationApi.detail, { id }, 'liuyang')));
    expect((await row(id))!.view_count).toBe(10);
  });

  it('refuses publishing into an unpurchased section with 111111', async () => {
    const id = (await call(publicationApi.save, article({ section: 'member' }), 'wangfang')).body.data;
    const res = await call(publicationApi.publish, { id }, 'wangfang');
    expect(res.body.code).toBe(ResultCode.PURCHASE_NEEDED);
    expect((await row(id))!.status).toBe('draft');
    await published('wangfang', { section: 'business' });
  });

  it('refuses sensitive words with the words, and ifSenWords answers them', async () => {
    const id = (
      await call(
        publicationApi.save,
        article({ tags: ['传销'], body: doc('欢迎参与非法集资项目') }),
        'wangfang',
      )
    ).body.data;
    const res = await call(publicationApi.publish, { id }, 'wangfang');
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('传销');
    expect(res.body.msg).toContain('非法集资');
    expect((await row(id))!.status).toBe('draft');
    const clean = await published('wangfang');
    const upd = await call(
      publicationApi.update,
      { id: clean, ...article({ title: '高利贷产品推荐' }) },
      'wangfang',
    );
    expect(upd.body.msg).toContain('高利贷');
    expect((await row(clean))!.title).toBe('新能源汽车产业链观察');
    expect((await call(publicationApi.ifSenWords, { text: '洗钱与套现' }, 'lina')).body.data).toEqual([
      '洗钱',
      '套现',
    ]);
    expect((await call(publicationApi.ifSenWords, { text: '你好' }, 'lina')).body.data).toEqual([]);
  });

  it('validates kind fields on publish', async () => {
    const project = (await call(publicationApi.save, article({ kind: 'project' }), 'wangfang')).body.data;
    expect((await call(publicationApi.publish, { id: project }, 'wangfang')).status).toBe(400);
    const bad = await call(
      publicationApi.save,
      article({ kind: 'activity', activityStart: '2030-01-02 10:00', activityEnd: '2030-01-01 10:00' }),
      'wangfang',
    );
    expect(bad.status).toBe(400);
    expect(
      (await call(publicationApi.save, article({ kind: 'activity', activityCapacity: 0 }), 'wangfang'))
        .status,
    ).toBe(400);
    await published('wangfang', {
      kind: 'activity',
      activityStart: '2030-01-01 10:00',
      activityEnd: '2030-01-01 18:00',
      registrationDeadline: '2029-12-31 18:00',
      activityPlace: '杭州国际博览中心',
      activityCapacity: 200,
    });
    await published('wangfang', {
      kind: 'project',
      industryCode: 'C36',
      regionCode: '330100',
      projectAmount: 50000000,
    });
  });

  it('refuses the XSS corpus or stores it inert', async () => {
    const refused = [
      { cover: 'javascript:alert(1)' },
      { cover: 'data:image/svg+xml,<svg onload=alert(1)>' },
      { cover: 'https://evil.example/x.png' },
      { body: '<script>alert(1)</script>' },
      { body: { type: 'doc', content: [{ type: 'html', text: '<iframe src=x>' }] } },
      {
        body: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'x',
                  marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                },
              ],
            },
          ],
        },
      },
      { body: { type: 'doc', content: [{ type: 'image', attrs: { src: 'data:image/png;base64,AAAA' } }] } },
      {
        body: {
          type: 'doc',
          content: [{ type: 'paragraph', attrs: { style: 'background:url(javascript:x)' } }],
        },
      },
      { attachments: [{ name: 'a', url: 'javascript:alert(1)', size: 1 }] },
      { tags: ['x'.repeat(21)] },
      { title: 't'.repeat(101) },
    ];
    const before = Number((await t.db.query<{ n: string }>('select count(*) n from publications'))[0]!.n);
    for (const over of refused) {
      const res = await call(publicationApi.save, article(over), 'wangfang');
      expect(res.status, JSON.stringify(over).slice(0, 80)).toBe(400);
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: publicationApi.save.path,
      headers: { ...bearer(tokens.wangfang!), 'content-type': 'application/json' },
      payload: JSON.stringify(article({ body: doc('字'.repeat((10 * 1024 * 1024) / 3)) })),
    });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(Number((await t.db.query<{ n: string }>('select count(*) n from publications'))[0]!.n)).toBe(
      before,
    );
    // Markup in text is only text: stored as typed, never as markup.
    const inert = '<img src=x onerror=alert(1)><svg onload=alert(1)><style>*{}</style>';
    const id = await published('wangfang', {
      title: inert.slice(0, 100),
      body: doc(inert),
      tags: ['<b>x</b>'],
    });
    const detail = (await call(publicationApi.detail, { id }, 'liuyang')).body.data;
    expect(detail.body).toEqual(doc(inert));
    expect(detail.summary).toBe(inert);
  });

  it('lists my publications with counts by state, and pages', async () => {
    const mine = await call(publicationApi.myPage, { size: 2, current: 1 }, 'wangfang');
    const counts = mine.body.data.counts;
    const db = await t.db.query<{ status: string; n: string }>(
      `select status, count(*) n from publications where author_id = '1000000000000000004' group by status`,
    );
    for (const r of db) expect(counts[r.status]).toBe(Number(r.n));
    expect(counts.total).toBe(mine.body.data.total);
    expect(mine.body.data.records).toHaveLength(2);
    const second = await call(publicationApi.myPage, { size: 2, current: 2 }, 'wangfang');
    expect(second.body.data.records[0].id).not.toBe(mine.body.data.records[0].id);
    const drafts = await call(publicationApi.myPage, { status: 'draft', size: 50 }, 'wangfang');
    expect(drafts.body.data.records.every((r: { status: string }) => r.status === 'draft')).toBe(true);
    expect((await call(publicationApi.myPublishCount, {}, 'wangfang')).body.data).toBe(counts.published);
    expect((await call(publicationApi.myCounts, {}, 'wangfang')).body.data).toEqual(counts);
  });

  it('lets the organisation administrator moderate members, with a reason', async () => {
    const id = await published('wangfang');
    expect((await call(publicationApi.orgWithdraw, { id, reason: '不符合规范' }, 'liuyang')).status).toBe(
      403,
    );
    expect((await call(publicationApi.orgWithdraw, { id, reason: '不符合规范' }, 'zhangwei')).status).toBe(
      403,
    );
    expect((await row(id))!.status).toBe('published');
    const list = await call(publicationApi.orgPage, { size: 50 }, 'lina');
    expect(list.body.data.records.map((r: { id: string }) => r.id)).toContain(id);
    expect((await call(publicationApi.orgWithdraw, { id, reason: '不符合规范' }, 'lina')).body.data).toBe(
      true,
    );
    const detail = (await call(publicationApi.detail, { id }, 'wangfang')).body.data;
    expect(detail).toMatchObject({
      status: 'withdrawn',
      withdrawnBy: 'orgAdmin',
      withdrawReason: '不符合规范',
    });
    expect(await reads(id, 'liuyang')).toBe(false);
  });
});
