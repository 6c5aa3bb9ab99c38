import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_DELETED_TEXT, ResultCode, interactionsApi as api } from '@platform/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { U, restAs } from '../../test/chat-users';
import { sessionToken } from '../../test/session-tokens';
import { forgetSensitiveWords } from './sensitive-words';

/**
 * Likes, collections, comments and activity registrations (issue 25 item 5; docs/content.md,
 * Interactions API), on PGlite and (TEST_DB=postgres) PostgreSQL. Publications are written here
 * as rows, so these rules are proven whatever the publication endpoints do.
 */

let t: TestApp;
let as: ReturnType<typeof restAs>;
const CUSTOMER = '10000000';
const WHITE_LABEL = '20000001';
const DAY = 86_400_000;

const P = {
  /** 王芳's public article (200001). */
  article: '7000000000000000001',
  /** 李娜's article for her organisation (200001) only. */
  orgOnly: '7000000000000000002',
  /** 王芳's draft. */
  draft: '7000000000000000003',
  /** 赵敏's article of the white-label customer. */
  otherCustomer: '7000000000000000004',
  /** 李娜's activity: 10 seats, deadline in 5 days, start in 7. */
  activity: '7000000000000000005',
  /** An activity whose registration closed yesterday. */
  closed: '7000000000000000006',
  /** The 50-parallel activity: 10 seats. */
  rush: '7000000000000000007',
  /** An article to withdraw. */
  withdrawn: '7000000000000000008',
};
let dynamicId = '';

async function insertPublication(p: {
  id: string;
  tenant: string;
  author: string;
  customer?: string;
  kind?: string;
  visibility?: string;
  status?: string;
  title: string;
  capacity?: number;
  deadline?: Date;
  start?: Date;
}) {
  await t.db.query(
    `insert into publications (id, customer_code, tenant_id, author_id, kind, visibility, status, title, body,
       published_at, activity_capacity, registration_deadline, activity_start, activity_end, activity_place)
     values ($1, $2, $3, $4, $5, $6, $7, $8, '{"type":"doc","content":[]}', now(), $9, $10, $11, $12, $13)`,
    [
      p.id,
      p.customer ?? CUSTOMER,
      p.tenant,
      p.author,
      p.kind ?? 'article',
      p.visibility ?? 'public',
      p.status ?? 'published',
      p.title,
      p.capacity ?? null,
      p.deadline?.toISOString() ?? null,
      p.start?.toISOString() ?? null,
      p.start ? new Date(p.start.getTime() + 3 * 3_600_000).toISOString() : null,
      p.kind === 'activity' ? '杭州国际博览中心' : null,
    ],
  );
}

const counts = async (id: string) =>
  (
    await t.db.query<{
      like_count: number;
      collect_count: number;
      comment_count: number;
      registration_count: number;
    }>(
      'select like_count, collect_count, comment_count, registration_count from publications where id = $1',
      [id],
    )
  )[0]!;
const rowCount = async (sql: string, params: unknown[] = []) =>
  Number((await t.db.query<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params))[0]!.n);

beforeAll(async () => {
  t = await createTestApp({}, { companies: 3 });
  as = restAs(t.app);
  forgetSensitiveWords();
  const now = Date.now();
  await insertPublication({
    id: P.article,
    tenant: '200001',
    author: U.wangfang,
    title: '智能制造产业合作洽谈',
  });
  await insertPublication({
    id: P.orgOnly,
    tenant: '200001',
    author: U.lina,
    visibility: 'org',
    title: '内部通知',
  });
  await insertPublication({
    id: P.draft,
    tenant: '200001',
    author: U.wangfang,
    status: 'draft',
    title: '草稿',
  });
  await insertPublication({
    id: P.otherCustomer,
    tenant: '300001',
    author: U.zhaomin,
    customer: WHITE_LABEL,
    title: '白标客户的文章',
  });
  await insertPublication({
    id: P.activity,
    tenant: '200001',
    author: U.lina,
    kind: 'activity',
    title: '产业链对接会',
    capacity: 10,
    deadline: new Date(now + 5 * DAY),
    start: new Date(now + 7 * DAY),
  });
  await insertPublication({
    id: P.closed,
    tenant: '200001',
    author: U.lina,
    kind: 'activity',
    title: '已截止的活动',
    capacity: 10,
    deadline: new Date(now - DAY),
    start: new Date(now + 2 * DAY),
  });
  await insertPublication({
    id: P.rush,
    tenant: '200001',
    author: U.lina,
    kind: 'activity',
    title: '抢报活动',
    capacity: 10,
    deadline: new Date(now + 5 * DAY),
    start: new Date(now + 7 * DAY),
  });
  await insertPublication({ id: P.withdrawn, tenant: '200001', author: U.wangfang, title: '将被撤回的文章' });
  const [d] = await t.db.query<{ id: string }>(
    `insert into company_dynamics (company_id, title, publish_dt, content)
       select company_id, '获得新一轮融资', now(), '公司宣布完成 B 轮融资' from companies order by company_id limit 1
       returning id::text as id`,
  );
  dynamicId = d!.id;
}, 120_000);

afterAll(async () => t?.close());

const data = async (res: Awaited<ReturnType<typeof as>>) => {
  const body = res.json();
  if (body.code !== ResultCode.SUCCESS) throw new Error(`${res.statusCode} ${body.code} ${body.msg}`);
  return body.data;
};

describe('likes', () => {
  it('counts a like once however often it is sent, and an unlike once', async () => {
    await data(await as(U.zhangwei, api.likeSave, { targetId: P.article }));
    const again = await data(await as(U.zhangwei, api.likeSave, { targetId: P.article }));
    expect(again).toEqual({ targetKind: 'publication', targetId: P.article, liked: true, likeCount: 1 });
    expect((await counts(P.article)).like_count).toBe(1);
    await Promise.all([1, 2, 3].map(() => as(U.liuyang, api.likeSave, { targetId: P.article })));
    expect((await counts(P.article)).like_count).toBe(2);
    const off = await data(await as(U.liuyang, api.likeCancel, { targetId: P.article }));
    await data(await as(U.liuyang, api.likeCancel, { targetId: P.article }));
    expect(off.likeCount).toBe(1);
    expect((await counts(P.article)).like_count).toBe(1);
  });

  it('lists my likes with title, author, organisation and time; a dynamic with its company', async () => {
    await data(await as(U.zhangwei, api.likeSave, { targetKind: 'dynamic', targetId: dynamicId }));
    const page = await data(await as(U.zhangwei, api.likePage, { current: 1, size: 10 }));
    expect(page.total).toBe(2);
    const pub = page.records.find((r: { targetId: string }) => r.targetId === P.article);
    expect(pub).toMatchObject({
      readable: true,
      title: '智能制造产业合作洽谈',
      authorName: '王芳',
      orgName: '杭州云栖智造科技有限公司',
      kind: 'article',
    });
    expect(pub.likeTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const dyn = page.records.find((r: { targetKind: string }) => r.targetKind === 'dynamic');
    expect(dyn).toMatchObject({ readable: true, title: '获得新一轮融资' });
    expect(dyn.orgName).toBeTruthy();
    const onlyDynamics = await data(await as(U.zhangwei, api.likePage, { targetKind: 'dynamic' }));
    expect(onlyDynamics.records.map((r: { targetId: string }) => r.targetId)).toEqual([dynamicId]);
  });

  it('refuses what the caller may not read, writing nothing', async () => {
    for (const id of [P.orgOnly, P.draft, P.otherCustomer, '7999999999999999999']) {
      const res = await as(U.zhangwei, api.likeSave, { targetId: id });
      expect(res.json().code).toBe(ResultCode.NOT_FOUND);
    }
    expect(
      await rowCount('select 1 from publications where like_count > 0 and id in ($1, $2, $3)', [
        P.orgOnly,
        P.draft,
        P.otherCustomer,
      ]),
    ).toBe(0);
    expect(
      await rowCount(`select 1 from content_likes where target_id in ($1, $2, $3)`, [
        P.orgOnly,
        P.draft,
        P.otherCustomer,
      ]),
    ).toBe(0);
    // A member of the organisation reads its org-only article.
    await data(await as(U.wangfang, api.likeSave, { targetId: P.orgOnly }));
    expect((await counts(P.orgOnly)).like_count).toBe(1);
  });

  it('keeps a withdrawn publication in the list as unreadable, and removes it', async () => {
    await data(await as(U.zhangwei, api.likeSave, { targetId: P.withdrawn }));
    await t.db.query(`update publications set status = 'withdrawn' where id = $1`, [P.withdrawn]);
    const page = await data(await as(U.zhangwei, api.likePage, { targetKind: 'publication' }));
    const row = page.records.find((r: { targetId: string }) => r.targetId === P.withdrawn);
    expect(row).toMatchObject({ readable: false, title: null, authorName: null });
    const removed = await data(await as(U.zhangwei, api.likeRemove, { targetIds: [P.withdrawn, P.article] }));
    expect(removed.changed).toBe(2);
    expect((await counts(P.withdrawn)).like_count).toBe(0);
    expect((await counts(P.article)).like_count).toBe(0);
  });
});

describe('collections', () => {
  it('collects a publication once, lists it, narrows by kind and cancels (GET)', async () => {
    await data(await as(U.lina, api.collectPublishSave, { publicationId: P.article }));
    const again = await data(await as(U.lina, api.collectPublishSave, { publicationId: P.article }));
    expect(again.collectCount).toBe(1);
    await data(await as(U.lina, api.collectPublishSave, { publicationId: P.activity }));
    const page = await data(await as(U.lina, api.collectPublishPage, {}));
    expect(page.records.map((r: { targetId: string }) => r.targetId)).toEqual([P.activity, P.article]);
    const activities = await data(await as(U.lina, api.collectPublishPage, { kind: 'activity' }));
    expect(activities.records.map((r: { targetId: string }) => r.targetId)).toEqual([P.activity]);
    expect(api.collectPublishCancel.method).toBe('GET');
    const off = await data(await as(U.lina, api.collectPublishCancel, { publicationId: P.activity }));
    expect(off).toMatchObject({ collected: false, collectCount: 0 });
    expect((await counts(P.article)).collect_count).toBe(1);
  });

  it('collects company dynamics, and answers an empty policy page', async () => {
    await data(await as(U.lina, api.collectDynamicSave, { dynamicId }));
    const page = await data(await as(U.lina, api.collectDynamicPage, {}));
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({ targetKind: 'dynamic', targetId: dynamicId, readable: true });
    expect((await as(U.lina, api.collectDynamicSave, { dynamicId: '99999999' })).json().code).toBe(
      ResultCode.NOT_FOUND,
    );
    await data(await as(U.lina, api.collectDynamicCancel, { dynamicId }));
    expect((await data(await as(U.lina, api.collectDynamicPage, {}))).total).toBe(0);
    const policies = await data(await as(U.lina, api.collectPolicyPage, {}));
    expect(policies).toMatchObject({ records: [], total: 0 });
    expect((await data(await as(U.lina, api.collectPolicyRemove, { policyIds: ['1'] }))).changed).toBe(0);
  });

  it('tells a reader what they liked, collected and registered, per id', async () => {
    await data(await as(U.liuyang, api.collectPublishSave, { publicationId: P.article }));
    await data(await as(U.liuyang, api.likeSave, { targetId: P.article }));
    const states = await data(
      await as(U.liuyang, api.readerStates, {
        publicationIds: [P.article, P.activity],
        dynamicIds: [dynamicId],
      }),
    );
    expect(states.publications).toEqual([
      { publicationId: P.article, liked: true, collected: true, registered: false },
      { publicationId: P.activity, liked: false, collected: false, registered: false },
    ]);
    expect(states.dynamics).toEqual([{ dynamicId, liked: false, collected: false }]);
  });
});

describe('comments', () => {
  let top = '';

  it('adds comments and replies, grouped under their top comment, and counts them', async () => {
    top = (
      await data(
        await as(U.zhangwei, api.commentAdd, { publicationId: P.article, content: '很有价值的合作信息' }),
      )
    ).id;
    const reply = await data(
      await as(U.wangfang, api.commentAdd, { publicationId: P.article, content: '欢迎联系', parentId: top }),
    );
    expect(reply).toMatchObject({ parentId: top, replyToUserId: U.zhangwei, replyToName: '张伟' });
    // A reply to a reply hangs under the same top comment, naming whom it answers.
    const second = await data(
      await as(U.zhangwei, api.commentAdd, {
        publicationId: P.article,
        content: '好的，已私信',
        parentId: reply.id,
        replyToUserId: U.wangfang,
      }),
    );
    expect(second).toMatchObject({ parentId: top, replyToUserId: U.wangfang, replyToName: '王芳' });
    await data(await as(U.liuyang, api.commentAdd, { publicationId: P.article, content: '第二条评论' }));
    const page = await data(await as(U.zhangwei, api.commentPage, { publicationId: P.article }));
    expect(page.total).toBe(2);
    expect(page.commentCount).toBe(4);
    expect((await counts(P.article)).comment_count).toBe(4);
    const first = page.records.find((r: { id: string }) => r.id === top);
    expect(first.replies.map((r: { content: string }) => r.content)).toEqual(['欢迎联系', '好的，已私信']);
    expect(first.canDelete).toBe(true);
  });

  it("refuses another user's delete with nothing written", async () => {
    const before = await t.db.query('select id, deleted_at from publication_comments order by id');
    const res = await as(U.liuyang, api.commentRemove, { id: top });
    expect(res.json().code).toBe(ResultCode.FORBIDDEN);
    expect(await t.db.query('select id, deleted_at from publication_comments order by id')).toEqual(before);
    expect((await counts(P.article)).comment_count).toBe(4);
    const page = await data(await as(U.liuyang, api.commentPage, { publicationId: P.article }));
    expect(page.records.find((r: { id: string }) => r.id === top).canDelete).toBe(false);
  });

  it("lets the publication's author delete softly, shown as deleted, counted once", async () => {
    const done = await data(await as(U.wangfang, api.commentRemove, { id: top }));
    expect(done.commentCount).toBe(3);
    const twice = await data(await as(U.wangfang, api.commentRemove, { id: top }));
    expect(twice.commentCount).toBe(3);
    const page = await data(await as(U.zhangwei, api.commentPage, { publicationId: P.article }));
    const gone = page.records.find((r: { id: string }) => r.id === top);
    expect(gone).toMatchObject({ deleted: true, content: '', canDelete: false });
    expect(gone.replies).toHaveLength(2);
    expect(COMMENT_DELETED_TEXT.zh).toBe('该评论已删除');
  });

  it("lets the organisation administrator delete a member's comment on its publication", async () => {
    const c = await data(
      await as(U.liuyang, api.commentAdd, { publicationId: P.article, content: '待删除' }),
    );
    await data(await as(U.lina, api.commentRemove, { id: c.id }));
    expect((await counts(P.article)).comment_count).toBe(3);
  });

  it('refuses sensitive words with the words, in zh and en, and writes nothing', async () => {
    const before = await rowCount('select 1 from publication_comments');
    const zh = await as(U.zhangwei, api.commentAdd, {
      publicationId: P.article,
      content: '这里有传销和洗钱',
    });
    expect(zh.json().code).toBe(ResultCode.BUSINESS_ERROR);
    expect(zh.json().msg).toContain('传销');
    expect(zh.json().msg).toContain('洗钱');
    const en = await t.app.inject({
      method: 'POST',
      url: api.commentAdd.path,
      headers: { ...(await tokenHeader(U.zhangwei)), 'accept-language': 'en' },
      payload: { publicationId: P.article, content: '传销' },
    });
    expect(en.json().msg).toMatch(/^The text contains sensitive words.*传销/);
    expect(await rowCount('select 1 from publication_comments')).toBe(before);
  });

  it('stores an XSS corpus as inert text, and refuses what is too long or empty', async () => {
    const corpus = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<svg onload=alert(1)><circle/></svg>',
      '<div style="background:url(javascript:alert(1))">css</div>',
      '<iframe src="https://evil.example"></iframe>',
      '{"type":"doc","content":[{"type":"script"}]}',
      '"><script>alert(document.cookie)</script>',
    ];
    const headers = await tokenHeader(U.zhangwei);
    for (const [i, content] of corpus.entries()) {
      // From an address of its own each: the corpus is larger than one address's budget per minute.
      const res = await t.app.inject({
        method: 'POST',
        url: api.commentAdd.path,
        headers,
        payload: { publicationId: P.article, content },
        remoteAddress: `10.1.${i}.1`,
      });
      const c = await data(res);
      expect(c.content).toBe(content);
      const [row] = await t.db.query<{ body: string }>(
        'select body from publication_comments where id = $1',
        [c.id],
      );
      expect(row!.body).toBe(content);
    }
    for (const content of ['x'.repeat(501), '   ']) {
      const res = await as(U.zhangwei, api.commentAdd, { publicationId: P.article, content });
      expect(res.statusCode).toBe(400);
    }
    const big = await as(U.zhangwei, api.commentAdd, {
      publicationId: P.article,
      content: 'x'.repeat(10 * 1024 * 1024),
    });
    expect(big.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('hides comments of publications the caller may not read', async () => {
    await data(await as(U.lina, api.commentAdd, { publicationId: P.orgOnly, content: '内部讨论' }));
    expect((await as(U.zhangwei, api.commentPage, { publicationId: P.orgOnly })).json().code).toBe(
      ResultCode.NOT_FOUND,
    );
    expect((await as(U.zhaomin, api.commentPage, { publicationId: P.article })).json().code).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(
      (await as(U.zhaomin, api.commentAdd, { publicationId: P.article, content: 'hi' })).json().code,
    ).toBe(ResultCode.NOT_FOUND);
  });
});

describe('comment rate limit', () => {
  it('refuses the 21st comment from one address within a minute', async () => {
    const headers = await tokenHeader(U.zhangwei);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: api.commentAdd.path,
        headers,
        payload: { publicationId: P.article, content: '限流测试' },
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  }, 60_000);
});

describe('activity registrations', () => {
  const form = { name: '张伟', phone: '+8613800000001', company: '张伟工作室', note: '' };

  it('registers once, counts, lists mine and cancels', async () => {
    const res = await data(
      await as(U.zhangwei, api.registrationSave, { publicationId: P.activity, ...form }),
    );
    expect(res).toEqual({ publicationId: P.activity, registered: true, registrationCount: 1, capacity: 10 });
    const twice = await as(U.zhangwei, api.registrationSave, { publicationId: P.activity, ...form });
    expect(twice.json().code).toBe(ResultCode.BUSINESS_ERROR);
    expect((await counts(P.activity)).registration_count).toBe(1);
    const mine = await data(await as(U.zhangwei, api.registrationMine, {}));
    expect(mine.records).toHaveLength(1);
    expect(mine.records[0]).toMatchObject({
      publicationId: P.activity,
      title: '产业链对接会',
      phone: '13800000001',
    });
    expect((await data(await as(U.zhangwei, api.registrationMine, { when: 'past' }))).total).toBe(0);
    const states = await data(await as(U.zhangwei, api.readerStates, { publicationIds: P.activity }));
    expect(states.publications[0].registered).toBe(true);
    const off = await data(await as(U.zhangwei, api.registrationCancel, { publicationId: P.activity }));
    expect(off).toMatchObject({ registered: false, registrationCount: 0 });
    expect(
      await rowCount('select 1 from activity_registrations where publication_id = $1', [P.activity]),
    ).toBe(0);
    expect((await as(U.zhangwei, api.registrationCancel, { publicationId: P.activity })).json().code).toBe(
      ResultCode.BUSINESS_ERROR,
    );
  });

  it('refuses a closed activity, a non-activity and a bad phone, writing nothing', async () => {
    for (const id of [P.closed, P.article]) {
      const res = await as(U.zhangwei, api.registrationSave, { publicationId: id, ...form });
      expect(res.json().code).toBe(ResultCode.BUSINESS_ERROR);
    }
    const phone = await as(U.zhangwei, api.registrationSave, {
      publicationId: P.activity,
      ...form,
      phone: '12345',
    });
    expect(phone.statusCode).toBe(400);
    expect(await rowCount('select 1 from activity_registrations')).toBe(0);
  });

  it('stores XSS in registration fields as inert text; shows registrants to the author and admin only', async () => {
    const xss = {
      name: '<script>alert(1)</script>',
      company: '<img src=x onerror=alert(1)>',
      note: '<svg onload=alert(1)>',
    };
    await data(
      await as(U.wangfang, api.registrationSave, { publicationId: P.activity, phone: '13900000003', ...xss }),
    );
    const list = await data(await as(U.lina, api.registrationList, { publicationId: P.activity }));
    expect(list.records).toEqual([
      expect.objectContaining({ userId: U.wangfang, ...xss, phone: '13900000003' }),
    ]);
    for (const who of [U.wangfang, U.zhangwei]) {
      const res = await as(who, api.registrationList, { publicationId: P.activity });
      expect(res.json().code).toBe(ResultCode.FORBIDDEN);
      expect(res.body).not.toContain('13900000003');
    }
  });

  it('holds the capacity under 50 parallel sign-ups: exactly 10 stored and counted', async () => {
    const values = Array.from({ length: 50 }, (_, i) => {
      const id = `19000000000000000${String(i).padStart(2, '0')}`;
      return `('${id}', 'rush${i}', 'x', '报名者${i}')`;
    });
    await t.db.query(`insert into users (id, account, password_hash, real_name) values ${values.join(',')}`);
    await t.db.query(
      `insert into tenant_members (tenant_id, user_id, role_id, role_name)
         select '200001', id, 'member', 'member' from users where account like 'rush%'`,
    );
    const tokens = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sessionToken(t.app, `19000000000000000${String(i).padStart(2, '0')}`, '200001'),
      ),
    );
    const answers = await Promise.all(
      tokens.map((token, i) =>
        t.app.inject({
          method: 'POST',
          url: api.registrationSave.path,
          headers: { authorization: `Bearer ${token}` },
          payload: { publicationId: P.rush, name: `报名者${i}`, phone: `139${String(i).padStart(8, '0')}` },
          remoteAddress: `10.0.${i}.1`,
        }),
      ),
    );
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === ResultCode.SUCCESS)).toHaveLength(10);
    expect(codes.filter((c) => c === ResultCode.BUSINESS_ERROR)).toHaveLength(40);
    expect(
      answers.filter((a) => a.json().code !== ResultCode.SUCCESS).every((a) => /名额已满/.test(a.json().msg)),
    ).toBe(true);
    expect(await rowCount('select 1 from activity_registrations where publication_id = $1', [P.rush])).toBe(
      10,
    );
    expect((await counts(P.rush)).registration_count).toBe(10);
  }, 120_000);
});

describe('tenants', () => {
  it("never shows one user's likes, collections or registrations to another", async () => {
    for (const ep of [api.likePage, api.collectPublishPage, api.collectDynamicPage, api.registrationMine]) {
      const page = await data(await as(U.zhaomin, ep, {}));
      expect(page.total).toBe(0);
    }
    const states = await data(
      await as(U.zhaomin, api.readerStates, { publicationIds: [P.article, P.activity] }),
    );
    expect(
      states.publications.every((s: Record<string, unknown>) => !s.liked && !s.collected && !s.registered),
    ).toBe(true);
  });
});

const tokens = new Map<string, string>();
async function tokenHeader(userId: string) {
  const tenant = { [U.zhangwei]: '100001' }[userId] ?? '200001';
  if (!tokens.has(userId)) tokens.set(userId, await sessionToken(t.app, userId, tenant));
  return { authorization: `Bearer ${tokens.get(userId)!}` };
}
