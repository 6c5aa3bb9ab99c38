import { describe, expect, it } from 'vitest';
import { openTestDb } from '../test/test-app';
import { migrate } from './migrate';
import { COLUMNS } from './schema/columns';

describe('the table types', () => {
  it('match the columns the migrations create, table by table', async () => {
    const { db, drop } = await openTestDb();
    try {
      await migrate(db);
      const rows = await db.query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns
          where table_schema = current_schema() order by table_name, column_name`,
      );
      const actual: Record<string, string[]> = {};
      for (const r of rows) (actual[r.table_name] ??= []).push(r.column_name);
      const typed = Object.fromEntries(
        Object.entries(COLUMNS).map(([table, cols]) => [table, Object.keys(cols).sort()]),
      );
      expect(typed).toEqual(actual);
    } finally {
      await db.close();
      await drop();
    }
  });
});
