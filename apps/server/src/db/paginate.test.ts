import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openTestDb } from '../test/test-app';
import { kyselyOver } from './kysely';
import { paginate } from './paginate';
import type { Db } from './db';

interface Scratch {
  paginate_scratch: { id: number; grp: string };
}

describe('paginate', () => {
  let db: Db;
  let drop: () => Promise<void>;
  const k = () => kyselyOver(db) as unknown as Kysely<Scratch>;
  const list = () => k().selectFrom('paginate_scratch').select(['id', 'grp']).orderBy('id');

  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
    await db.run('create table paginate_scratch (id int primary key, grp text not null)');
    await sql`insert into paginate_scratch select g, case when g % 3 = 0 then 'a' else 'b' end from generate_series(1, 23) g`.execute(
      kyselyOver(db),
    );
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it('answers a page and the total in one query', async () => {
    const page = await paginate(list(), { current: 2, size: 10 });
    expect(page.total).toBe(23);
    expect(page.rows.map((r) => r.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(page.rows[0]).toEqual({ id: 11, grp: 'b' });
  });

  it('answers the last, short page and a filtered total', async () => {
    expect((await paginate(list(), { current: 3, size: 10 })).rows.map((r) => r.id)).toEqual([21, 22, 23]);
    const filtered = await paginate(list().where('grp', '=', 'a'), { current: 1, size: 5 });
    expect(filtered).toEqual({ total: 7, rows: [3, 6, 9, 12, 15].map((id) => ({ id, grp: 'a' })) });
  });

  it('still counts past the last page, and answers an empty list', async () => {
    expect(await paginate(list(), { current: 9, size: 10 })).toEqual({ rows: [], total: 23 });
    expect(await paginate(list().where('grp', '=', 'none'), { current: 1, size: 10 })).toEqual({
      rows: [],
      total: 0,
    });
  });

  it('counts groups, not rows, for a grouped query', async () => {
    const grouped = k()
      .selectFrom('paginate_scratch')
      .select(['grp', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('grp')
      .orderBy('grp');
    const page = await paginate(grouped, { current: 1, size: 1 });
    expect(page.total).toBe(2);
    expect(await paginate(grouped, { current: 5, size: 1 })).toEqual({ rows: [], total: 2 });
    expect(page.rows.map((r) => ({ ...r, n: Number(r.n) }))).toEqual([{ grp: 'a', n: 7 }]);
  });
});
