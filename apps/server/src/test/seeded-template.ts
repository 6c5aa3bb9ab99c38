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
type Kind = SeededTemplate['kind'];

/**
 * Where the templates are named for the test workers, which inherit the environment of the run that
 * made them; benches and scripts that open test apps outside Vitest find none and migrate their own.
 */
const VARIABLE = 'SERVER_TEST_TEMPLATES';
const templates = (): Partial<Record<Kind, SeededTemplate>> =>
  JSON.parse(process.env[VARIABLE] ?? '{}') as Partial<Record<Kind, SeededTemplate>>;

export const seededTemplateOf = (kind: Kind): SeededTemplate | undefined => templates()[kind];

function announce(kind: Kind, template: SeededTemplate | undefined): void {
  const { [kind]: _old, ...rest } = templates();
  process.env[VARIABLE] = JSON.stringify(template ? { ...rest, [kind]: template } : rest);
}

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

/** Makes the template of that kind and names it to the workers; returns how to remove it. */
export async function prepareSeededTemplate(kind: Kind): Promise<() => Promise<void>> {
  const { template, remove } = await makeSeededTemplate(kind);
  announce(kind, template);
  return async () => {
    announce(kind, undefined);
    await remove();
  };
}

async function makeSeededTemplate(
  kind: Kind,
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
