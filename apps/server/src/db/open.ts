import { join } from 'node:path';
import type { Config } from '../config';
import type { Db } from './db';
import { lockDataDir } from './lock';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface OpenedDb {
  db: Db;
  /** Closes the database and releases the data-folder lock. */
  close(): Promise<void>;
  describe: string;
}

export async function openDatabase(config: Config): Promise<OpenedDb> {
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl);
    const host = new URL(config.databaseUrl).host;
    return { db, close: () => db.close(), describe: `PostgreSQL at ${host}` };
  }
  const unlock = await lockDataDir(config.dataDir);
  try {
    const dir = join(config.dataDir, 'pgdata');
    const db = await openPglite(dir);
    return {
      db,
      close: async () => {
        await db.close();
        await unlock();
      },
      describe: `embedded PGlite in ${dir}`,
    };
  } catch (err) {
    await unlock();
    throw err;
  }
}
