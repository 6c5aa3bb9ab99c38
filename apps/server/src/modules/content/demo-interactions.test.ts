import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { U } from '../../test/chat-users';
import { seedDemoInteractions } from './demo';

/**
 * The interactions demo seed over a set of publications (written here as rows, as the
 * publications seed would): deterministic, once, and every counter equal to its rows.
 */

let t: TestApp;
const AUTHORS = [
  [U.wangfang, '200001'],
  [U.lina, '200001'],
  [U.zhangwei, '100001'],
  [U.liuyang, '200001'],
] as const;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({}, { companies: 3 });
  for (let i = 0; i < 30; i++) {
    const [author, tenant] = AUTHORS[i % AUTHORS.length]!;
    const activity = i % 5 === 0;
    const start = activity ? new Date(Date.now() + (i % 10 === 0 ? -10 : 10) * DAY).toISOString() : null;
    await t.db.query(
      `insert into publications (id, customer_code, tenant_id, author_id, kind, status, title, body, published_at,
         activity_capacity, activity_start)
       values ($1, '10000000', $2, $3, $4, 'published', $5, '{"type":"doc","content":[]}', $6, $7, $8)`,
      [
        `71000000000000000${String(i).padStart(2, '0')}`,
        tenant,
        author,
        activity ? 'activity' : 'article',
        `演示文章 ${i}`,
        new Date(Date.UTC(2026, 9, 1 + i)).toISOString(),
        activity ? 30 : null,
        start,
      ],
    );
  }
  await t.db.query(
    `insert into company_dynamics (company_id, title, publish_dt) select company_id, '动态', now() from companies`,
  );
}, 120_000);

afterAll(async () => t?.close());

const snapshot = () =>
  Promise.all([
    t.db.query('select * from content_likes order by tenant_id, user_id, target_kind, target_id'),
    t.db.query('select * from content_collections order by tenant_id, user_id, target_kind, target_id'),
    t.db.query('select * from publication_comments order by id'),
    t.db.query('select * from activity_registrations order by publication_id, user_id'),
    t.db.query(
      'select id, like_count, collect_count, comment_count, registration_count, activity_capacity from publications order by id',
    ),
  ]);

describe('interactions demo seed', () => {
  it('fills every demo user’s praise and collections, with counters equal to their rows, once', async () => {
    const added = await seedDemoInteractions(t.app.ctx.store);
    expect(added).toBeGreaterThan(50);
    const first = await snapshot();
    expect(await seedDemoInteractions(t.app.ctx.store)).toBe(0);
    expect(await snapshot()).toEqual(first);

    for (const user of [U.zhangwei, U.lina, U.wangfang, U.liuyang]) {
      const [likes] = await t.db.query<{ n: number }>(
        `select count(*)::int as n from content_likes where user_id = $1 and target_kind = 'publication'`,
        [user],
      );
      const [collections] = await t.db.query<{ n: number }>(
        `select count(*)::int as n from content_collections where user_id = $1`,
        [user],
      );
      expect(likes!.n).toBeGreaterThan(3);
      expect(collections!.n).toBeGreaterThan(3);
    }
    const mismatched = await t.db.query(
      `select p.id from publications p
        where p.like_count <> (select count(*) from content_likes l where l.target_kind = 'publication' and l.target_id = p.id)
           or p.collect_count <> (select count(*) from content_collections c where c.target_kind = 'publication' and c.target_id = p.id)
           or p.comment_count <> (select count(*) from publication_comments m where m.publication_id = p.id and m.deleted_at is null)
           or p.registration_count <> (select count(*) from activity_registrations r where r.publication_id = p.id)`,
    );
    expect(mismatched).toEqual([]);
    const replies = await t.db.query(`select 1 from publication_comments where parent_id is not null`);
    expect(replies.length).toBeGreaterThan(0);
    const full = await t.db.query(
      `select id from publications where kind = 'activity' and activity_start > now() and registration_count = activity_capacity`,
    );
    expect(full.length).toBeGreaterThan(0);
    // Nobody comments, likes or registers on their own publication; comments never on another customer's.
    const own = await t.db.query(
      `select 1 from content_likes l join publications p on p.id = l.target_id where l.user_id = p.author_id`,
    );
    expect(own).toEqual([]);
  }, 120_000);
});
