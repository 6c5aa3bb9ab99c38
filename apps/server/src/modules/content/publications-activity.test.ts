import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, publicationApi } from '@platform/contracts';
import { bearer, createTestApp, injectEndpoint, loginToken, type TestApp } from '../../test/test-app';

/** The activity list's time filter (/activity/index) and the author's card on the detail page. */
let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = ['lina', 'wangfang', 'zhangwei'] as const;
type Who = (typeof USERS)[number] | null;
const WANG = '1000000000000000004'; // tenant 200001

beforeAll(async () => {
  t = await createTestApp({}, { demoCards: true });
  await t.db.query(
    `insert into tenant_purchases (id, tenant_id, business_type, region_code, expires_at)
     values ('p1', '200001', 4, '', now() + interval '30 days')`,
  );
  for (const u of USERS) tokens[u] = (await loginToken(t.app, u)).access;
});
afterAll(() => t.close());

type Ep = { method: string; path: string };
async function call(ep: Ep, input: Record<string, unknown>, who: Who) {
  const res = await injectEndpoint(t.app, ep, input, who ? bearer(tokens[who]!) : {});
  // json() is untyped: each test checks the fields it needs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json() as { code: number; data: any; msg: string } };
}
const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '欢迎参会' }] }] };
async function published(over: Record<string, unknown>) {
  const saved = await call(
    publicationApi.save,
    { kind: 'article', title: '活动', body: doc, ...over },
    'wangfang',
  );
  expect(saved.body.code, saved.body.msg).toBe(ResultCode.SUCCESS);
  const pub = await call(publicationApi.publish, { id: saved.body.data }, 'wangfang');
  expect(pub.body.code, pub.body.msg).toBe(ResultCode.SUCCESS);
  return saved.body.data as string;
}
const activity = (start: string, end: string) =>
  published({
    kind: 'activity',
    activityStart: start,
    activityEnd: end,
    activityPlace: '杭州国际博览中心',
    activityCapacity: 50,
  });
/** Moves an activity's times relative to the database's now (publishing refuses past times). */
const moveTo = (id: string, startHours: number, endHours: number) =>
  t.db.query(
    `update publications set activity_start = now() + make_interval(hours => $2),
       activity_end = now() + make_interval(hours => $3), registration_deadline = null where id = $1`,
    [id, startHours, endHours],
  );
const listed = async (when: 'upcoming' | 'past' | undefined, who: Who = null) => {
  const res = await call(publicationApi.page, { kind: 'activity', size: 50, ...(when ? { when } : {}) }, who);
  expect(res.body.code, res.body.msg).toBe(ResultCode.SUCCESS);
  return (res.body.data.records as { id: string }[]).map((r) => r.id);
};
const only = (ids: string[], mine: string[]) => ids.filter((id) => mine.includes(id));

describe('activities by their time', () => {
  it('lists upcoming (not ended, soonest first) apart from past (ended, latest first)', async () => {
    const later = await activity('2031-03-01 09:00', '2031-03-01 17:00');
    const soon = await activity('2031-01-01 09:00', '2031-01-01 17:00');
    const running = await activity('2031-02-01 09:00', '2031-02-01 17:00');
    const ended = await activity('2031-04-01 09:00', '2031-04-01 17:00');
    const endedLongAgo = await activity('2031-05-01 09:00', '2031-05-01 17:00');
    await moveTo(running, -2, 2);
    await moveTo(ended, -5, -3);
    await moveTo(endedLongAgo, -50, -48);
    const mine = [later, soon, running, ended, endedLongAgo];

    expect(only(await listed('upcoming'), mine)).toEqual([running, soon, later]);
    expect(only(await listed('past'), mine)).toEqual([ended, endedLongAgo]);
    expect(only(await listed(undefined), mine).sort()).toEqual([...mine].sort());
    // The same for a signed-in reader of another organisation.
    expect(only(await listed('upcoming', 'zhangwei'), mine)).toEqual([running, soon, later]);
  });

  it('refuses an unknown time filter', async () => {
    const res = await call(publicationApi.page, { kind: 'activity', when: 'soon' }, null);
    expect(res.status).toBe(400);
  });
});

describe("the author's card on the detail", () => {
  const cardIdsOf = async (userId: string) =>
    (
      await t.db.query<{ id: string; if_opened: boolean; is_default: boolean }>(
        `select id, if_opened, is_default from vcards where user_id = $1 and not is_deleted
         order by is_default desc, sort, created_at`,
        [userId],
      )
    ).map((r) => String(r.id));
  const cardOf = async (id: string, who: Who) => {
    const res = await call(publicationApi.detail, { id }, who);
    expect(res.body.code, res.body.msg).toBe(ResultCode.SUCCESS);
    return res.body.data.authorCardId as string | null;
  };

  it("answers the author's default card to readers of any organisation and to visitors", async () => {
    const id = await published({ visibility: 'public' });
    const [defaultCard] = await cardIdsOf(WANG);
    expect(defaultCard).toBeTruthy();
    expect(await cardOf(id, 'lina')).toBe(defaultCard);
    expect(await cardOf(id, 'zhangwei')).toBe(defaultCard);
    expect(await cardOf(id, null)).toBe(defaultCard);
  });

  it('answers no card a reader may not see: private cards only to their owner', async () => {
    const id = await published({ visibility: 'public' });
    const before = await t.db.query<{ id: string; if_opened: boolean }>(
      'select id, if_opened from vcards where user_id = $1',
      [WANG],
    );
    await t.db.query('update vcards set if_opened = false where user_id = $1', [WANG]);
    try {
      expect(await cardOf(id, 'lina')).toBeNull();
      expect(await cardOf(id, null)).toBeNull();
      const [own] = await cardIdsOf(WANG);
      expect(await cardOf(id, 'wangfang')).toBe(own);
      const body = JSON.stringify((await call(publicationApi.detail, { id }, 'lina')).body.data);
      expect(body).not.toMatch(/1[3-9]\d\*{4}\d{4}|@/);
    } finally {
      for (const r of before)
        await t.db.query('update vcards set if_opened = $2 where id = $1', [r.id, r.if_opened]);
    }
  });
});
