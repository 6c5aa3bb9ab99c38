import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '../../../db/kysely';
import { migrate } from '../../../db/migrate';
import { openTestDb } from '../../../test/test-app';
import { checkBatches, writeBatches } from './batched';
import type { ImportCounts } from './importer';
import { openSource } from './sources';

/**
 * The console's batched import (batched.ts): the check rolls every batch back, and a write cut
 * after some batches resumes after the last committed one with the same rows as a write in one go.
 */

const samples = fileURLToPath(new URL('../../../../../../docs/import-samples/', import.meta.url));
const TABLES = ['companies', 'company_shareholders', 'company_patents', 'company_changes', 'stock_daily'];

describe('the batched import', () => {
  let store: Store;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const { db, drop } = await openTestDb();
    await migrate(db);
    store = createStore(db);
    close = async () => {
      await db.close();
      await drop();
    };
  });
  afterAll(async () => close());

  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
        store.db,
      );
      out[table] = rows[0]?.n ?? 0;
    }
    return out;
  };

  it('checks without writing: the counts a write would give', async () => {
    const checked = await checkBatches(store, openSource(`${samples}companies.jsonl`), { batchSize: 2 });
    expect(checked).toMatchObject({ read: 6, inserted: 6, updated: 0, conflicts: [], truncated: false });
    expect((await counts()).companies).toBe(0);
  });

  it('resumes after the last committed batch: the same rows as one write', async () => {
    const source = openSource(`${samples}companies.jsonl`);
    let committed = 0;
    const cut = new Error('the process died');
    await expect(
      writeBatches(store, source, {
        skip: 0,
        batchSize: 2,
        onCommitted: async (_tx, batch: ImportCounts) => {
          // The third batch dies inside its transaction: it is rolled back, the first two stay.
          if (committed === 4) throw cut;
          committed += batch.read;
        },
      }),
    ).rejects.toBe(cut);
    expect(committed).toBe(4);
    expect((await counts()).companies).toBe(4);
    const dataset = await store.db.selectFrom('bigdata_datasets').select('source').executeTakeFirst();
    // Recorded with the first batch: a restart in the middle never lets the demo seed run over it.
    expect(dataset?.source).toBe('import');

    const resumed: ImportCounts[] = [];
    const done = await writeBatches(store, source, {
      skip: committed,
      batchSize: 2,
      onCommitted: async (_tx, batch) => {
        resumed.push(batch);
      },
    });
    expect(done).toBe(true);
    expect(resumed).toHaveLength(1);
    expect(resumed[0]).toMatchObject({ read: 2, inserted: 2, updated: 0 });
    const afterResume = await counts();

    // The same file in one go over the result changes nothing but updates.
    await writeBatches(store, source, { skip: 0, batchSize: 500, onCommitted: async () => undefined });
    expect(await counts()).toEqual(afterResume);
    const size = await store.db.selectFrom('bigdata_datasets').select('size').executeTakeFirstOrThrow();
    expect(size.size).toBe(6);
  });
});
