export type Row = Record<string, unknown>;

export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** The rows and how many rows the statement changed (the typed query layer needs both). */
  run<T = Row>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[]; rowCount: number }>;
}

/** One interface over PGlite and PostgreSQL: the same SQL runs on both. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function one<T = Row>(
  q: Queryable,
  sql: string,
  params?: readonly unknown[],
): Promise<T | undefined> {
  const rows = await q.query<T>(sql, params);
  return rows[0];
}
