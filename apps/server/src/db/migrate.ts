import type { Db } from './db';
import { MIGRATIONS } from './migrations';

const LOCK_KEY = 7_424_001;

export async function migrate(db: Db, migrations = MIGRATIONS): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
  );
  const applied: string[] = [];
  for (const m of migrations) {
    const ran = await db.transaction(async (tx) => {
      // Two instances starting at once against one PostgreSQL must not both apply a migration.
      await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const done = await tx.query('select 1 from schema_migrations where id = $1', [m.id]);
      if (done.length) return false;
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (id) values ($1)', [m.id]);
      return true;
    });
    if (ran) applied.push(m.id);
  }
  return applied;
}

/** Migrations hold plain DDL (no function bodies), so splitting on `;` at line ends is safe. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
}
