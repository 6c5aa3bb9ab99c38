import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { pgliteDb, startPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { seedIfEmpty } from '../db/seed';

/**
 * The migrated and seeded database every test app starts from, made once per test project (its
 * global setup) instead of once per app: a fresh PGlite with every migration and the demo seed
 * took 5 to 7 s of each test file's setup on 2 cores, a copy of the template takes under 2 s.
 * On PGlite the template is a dumped data folder; on PostgreSQL it is a template database.
 */
export type SeededTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; database: string };

/** `url` with its database replaced. */
export function databaseUrl(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function migrateAndSeed(db: Db): Promise<void> {
  await migrate(db);
  await seedIfEmpty(db);
}

/** Makes the template; returns it and how to remove it. */
export async function makeSeededTemplate(
  kind: 'pglite' | 'postgres',
): Promise<{ template: SeededTemplate; remove(): Promise<void> }> {
  if (kind === 'pglite') {
    const pglite = await startPglite(undefined);
    await migrateAndSeed(pgliteDb(pglite));
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    const file = join(tmpdir(), `server-test-template-${randomUUID()}.tar`);
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    return { template: { kind, file }, remove: async () => rmSync(file, { force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const database = `tmpl_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(url, `create database ${database}`);
  const db = await openPostgres(databaseUrl(url, database), { max: 2 });
  await migrateAndSeed(db);
  await db.close();
  return {
    template: { kind, database },
    remove: () => adminQuery(url, `drop database if exists ${database} with (force)`),
  };
}
