import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable, Row } from './db';
import { DATE_OID, NUMERIC_OID, parseDate, parseNumeric } from './type-parsers';

/**
 * Embedded PostgreSQL (WebAssembly). `dir` undefined means in memory (tests); `loadDataDir` starts
 * it from a dumped data folder (PGlite's dumpDataDir) instead of an empty cluster.
 */
export async function openPglite(dir: string | undefined, from: { loadDataDir?: Blob } = {}): Promise<Db> {
  const pg = await startPglite(dir, from);
  return pgliteDb(pg);
}

/** The PGlite instance itself, for what the Db interface does not offer (dumping its data folder). */
export async function startPglite(
  dir: string | undefined,
  from: { loadDataDir?: Blob } = {},
): Promise<PGlite> {
  const options = {
    extensions: { pg_trgm },
    parsers: { [DATE_OID]: parseDate, [NUMERIC_OID]: parseNumeric },
    ...from,
  };
  const pg = dir ? new PGlite(dir, options) : new PGlite(options);
  await pg.waitReady;
  return pg;
}

export function pgliteDb(pg: PGlite): Db {
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
