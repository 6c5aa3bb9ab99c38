import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable, Row } from './db';
import { DATE_OID, NUMERIC_OID, parseDate, parseNumeric } from './type-parsers';

/** Embedded PostgreSQL (WebAssembly). `dir` undefined means in memory (tests). */
export async function openPglite(dir: string | undefined): Promise<Db> {
  const options = {
    extensions: { pg_trgm },
    parsers: { [DATE_OID]: parseDate, [NUMERIC_OID]: parseNumeric },
  };
  const pg = dir ? new PGlite(dir, options) : new PGlite(options);
  await pg.waitReady;
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T = Row>(sql: string, params?: readonly unknown[]) {
      const res = await q.query<T>(sql, params ? [...params] : undefined);
      return res.rows;
    },
    async run<T = Row>(sql: string, params?: readonly unknown[]) {
      const res = await q.query<T>(sql, params ? [...params] : undefined);
      return { rows: res.rows, rowCount: res.affectedRows ?? 0 };
    },
  });
  const root = wrap(pg);
  return {
    kind: 'pglite',
    query: root.query,
    run: root.run,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
