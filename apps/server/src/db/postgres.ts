import pg from 'pg';
import type { Db, Queryable, Row } from './db';
import { DATE_OID, NUMERIC_OID, parseDate, parseNumeric } from './type-parsers';

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID
      ? parseDate
      : oid === NUMERIC_OID
        ? parseNumeric
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  /** Every connection uses this schema first (tests run each in their own). */
  schema?: string;
  max?: number;
}

export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    types,
    max: opts.max ?? 10,
    ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
  });
  let closing = false;
  // An idle connection the server ends (a restart, a failover, a test database dropped at the end)
  // leaves the pool, which connects again for the next query. pg emits that as an 'error' on the
  // pool, and with no listener the process would die of it.
  pool.on('error', (err) => {
    if (!closing) console.warn(`postgres: an idle connection was lost (${err.message})`);
  });
  const probe = await pool.connect();
  probe.release();
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T = Row>(sql: string, params?: readonly unknown[]) {
      const res = await q.query(sql, params ? [...params] : undefined);
      return res.rows as T[];
    },
    async run<T = Row>(sql: string, params?: readonly unknown[]) {
      const res = await q.query(sql, params ? [...params] : undefined);
      return { rows: res.rows as T[], rowCount: res.rowCount ?? 0 };
    },
  });
  const root = wrap(pool);
  return {
    kind: 'postgres',
    query: root.query,
    run: root.run,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}
