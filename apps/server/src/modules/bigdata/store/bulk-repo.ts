import { sql, type Insertable } from 'kysely';
import type { StoreOf } from '../../../db/module-store';
import type { OwnedBy } from '../../../db/ownership';
import type { SharedDatabase } from '../../../db/schema';
import type { StockDailyTable } from '../../../db/schema/bigdata';

/** The shared (not tenant-owned) tables bigdata owns: the only ones it writes. */
type OwnTable = OwnedBy<'bigdata'> & keyof SharedDatabase & string;
type Row<T extends keyof SharedDatabase> = { [C in keyof SharedDatabase[T]]?: unknown };

/**
 * Inserts many rows in one statement: the rows travel as one JSON parameter and
 * `jsonb_populate_recordset` turns them into the table's row type, so every column keeps its SQL
 * type (arrays, dates, numerics) and the statement has a single parameter whatever the batch size.
 * The same SQL runs on PGlite and PostgreSQL. Columns are the keys of the first row; every row must
 * have the same keys (columns left out get their defaults).
 */
export async function insertRows<T extends OwnTable>(
  store: StoreOf<'bigdata'>,
  table: T,
  rows: readonly Row<T>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const records = sql`jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb)`;
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    select ${sql.join(columns.map((c) => sql.ref(c)))} from ${records}`.execute(store.db);
}

/**
 * Daily K-line rows are most of a load (about 1,200 per listing), so they go as one typed array
 * per column through `unnest`, which PostgreSQL and PGlite read faster than the same rows as JSON.
 */
export async function insertDailyRows(
  store: StoreOf<'bigdata'>,
  rows: readonly Insertable<StockDailyTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends keyof StockDailyTable>(k: K) => rows.map((r) => r[k]);
  await sql`insert into stock_daily (stock_code, trade_date, prev_close, open, high, low, close, volume, amount)
    select * from unnest(${column('stock_code')}::text[], ${column('trade_date')}::date[],
      ${column('prev_close')}::numeric[], ${column('open')}::numeric[], ${column('high')}::numeric[],
      ${column('low')}::numeric[], ${column('close')}::numeric[], ${column('volume')}::numeric[],
      ${column('amount')}::numeric[])`.execute(store.db);
}
