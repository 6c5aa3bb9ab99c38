import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { REFRESH_COOKIE, ResultCode } from '@platform/contracts';
import { loadConfig } from '../config';
import { buildApp } from '../app';
import type { Db } from '../db/db';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { seedDemoEnterprises } from '../modules/bigdata/demo';
import { addFollows } from '../modules/social';
import { seedDemoCards } from '../modules/vcard/demo';
import { adminQuery, databaseUrl, seededTemplateOf } from './seeded-template';

export const md5 = (s: string) => createHash('md5').update(s).digest('hex');
export const BASIC = `Basic ${Buffer.from('portal:portal_public').toString('base64')}`;
export { DEMO_PASSWORD } from '../db/seed/demo-data';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/**
 * A server on its own database: in-memory PGlite, or (TEST_DB=postgres) a schema of its own on
 * TEST_DATABASE_URL, dropped afterwards, so parallel runs never collide. `companies` loads that many
 * generated companies (seed 'test'); tests that need no enterprise data leave it out. `demoCards`
 * adds the demo business cards, folder entries and follows (after the companies, as main.ts does).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { companies?: number; demoCards?: boolean } = {},
): Promise<TestApp> {
  const { db, drop } = await openSeededTestDb();
  const config = loadConfig({ APP_MODE: 'test', LOG_LEVEL: 'error', JWT_SECRET: 'x'.repeat(40), ...env });
  const app = await buildApp({ config, db, jwtKey: new TextEncoder().encode(config.jwtSecret) });
  await app.ready();
  if (options.companies) {
    await seedDemoEnterprises(app.ctx.store, { seed: 'test', companies: options.companies });
  }
  // The demo cards link to the loaded companies, so they come after them (as at start-up).
  if (options.demoCards) await seedDemoCards(app.ctx.store, addFollows);
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
      await drop();
    },
  };
}

export async function openTestDb(): Promise<{ db: Db; drop(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres')
    return { db: await openPglite(undefined), drop: async () => undefined };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `t_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(url, `create schema ${schema}`);
  const db = await openPostgres(url, { schema, max: 4 });
  return { db, drop: () => adminQuery(url, `drop schema if exists ${schema} cascade`) };
}

let pgliteTemplate: { file: string; data: Blob } | undefined;

/**
 * A migrated and seeded database of its own: a copy of the project's template (seeded-template.ts),
 * or, where no template was made, a fresh one migrated and seeded here.
 */
export async function openSeededTestDb(): Promise<{ db: Db; drop(): Promise<void> }> {
  const template = seededTemplateOf(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  if (template?.kind === 'pglite') {
    if (pgliteTemplate?.file !== template.file)
      pgliteTemplate = { file: template.file, data: new Blob([readFileSync(template.file)]) };
    const db = await openPglite(undefined, { loadDataDir: pgliteTemplate.data });
    return { db, drop: async () => undefined };
  }
  if (template?.kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const database = `t_${randomUUID().replace(/-/g, '')}`;
    await adminQuery(url, `create database ${database} template ${template.database}`);
    const db = await openPostgres(databaseUrl(url, database), { max: 4 });
    return { db, drop: () => adminQuery(url, `drop database if exists ${database} with (force)`) };
  }
  const fresh = await openTestDb();
  await migrate(fresh.db);
  await seedIfEmpty(fresh.db);
  return fresh;
}

export async function solveCaptcha(app: FastifyInstance, remoteAddress?: string): Promise<string> {
  const puzzle = await app.inject({
    method: 'POST',
    url: '/api/platform-auth/captcha/get',
    payload: {},
    remoteAddress,
  });
  const { token } = puzzle.json().data as { token: string };
  const answer = await app.inject({
    method: 'GET',
    url: `/api/platform-auth/captcha/test-answer?token=${token}`,
  });
  const { x, y } = answer.json().data as { x: number; y: number };
  const check = await app.inject({
    method: 'POST',
    url: '/api/platform-auth/captcha/check',
    payload: { captchaType: 'blockPuzzle', token, pointJson: JSON.stringify({ x: x + 2, y }) },
    remoteAddress,
  });
  return (check.json().data as { captchaVerification: string }).captchaVerification;
}

/** POSTs a form-encoded OAuth grant with the portal's client credentials. */
export function tokenGrant(
  app: FastifyInstance,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/platform-auth/oauth/token',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });
}

export async function passwordLogin(
  app: FastifyInstance,
  username: string,
  password = 'Demo@2026',
  extra: { headers?: Record<string, string>; fields?: Record<string, string>; remoteAddress?: string } = {},
) {
  const captchaVerification = await solveCaptcha(app, extra.remoteAddress);
  return tokenGrant(
    app,
    { grant_type: 'password', username, password: md5(password), captchaVerification, ...extra.fields },
    extra.headers,
    extra.remoteAddress,
  );
}

export async function loginToken(
  app: FastifyInstance,
  username: string,
): Promise<{ access: string; refresh: string }> {
  const res = await passwordLogin(app, username);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const body = res.json() as { access_token: string };
  return { access: body.access_token, refresh: refreshCookieOf(res) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Calls a contract endpoint the way the portal sends it: a GET's input as the query, a POST's as the body. */
export function injectEndpoint(
  app: FastifyInstance,
  ep: { method: string; path: string },
  input: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const get = ep.method === 'GET';
  return app.inject({
    method: get ? 'GET' : 'POST',
    url: get ? `${ep.path}?${new URLSearchParams(input as Record<string, string>).toString()}` : ep.path,
    headers,
    ...(get ? {} : { payload: input }),
  });
}

export async function countRows(db: Db, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row?.n ?? 0;
}

/** The refresh token a grant set in its HttpOnly cookie (the body never carries it). */
export function refreshCookieOf(res: { cookies: Array<{ name: string; value: string }> }): string {
  const found = res.cookies.find((c) => c.name === REFRESH_COOKIE);
  if (!found) throw new Error('the grant set no refresh cookie');
  return found.value;
}

/**
 * `call` answers an endpoint's status and body; `ok` expects success and answers the data. Both
 * call as `defaultAccess()` (a token, or null for a visitor) unless given another; `app` is read
 * at each call, so a client made at module level works with an app made in beforeAll.
 */
export function endpointClient(app: () => FastifyInstance, defaultAccess: () => string | null) {
  type Ep = { method: string; path: string };
  const call = async (ep: Ep, input: Record<string, unknown> = {}, access = defaultAccess()) => {
    const res = await injectEndpoint(app(), ep, input, access ? bearer(access) : {});
    // json() is untyped: each test checks the fields it needs.
    return { status: res.statusCode, body: res.json() };
  };
  const ok = async (ep: Ep, input: Record<string, unknown> = {}, access = defaultAccess()) => {
    const res = await call(ep, input, access);
    if (res.body.code !== ResultCode.SUCCESS)
      throw new Error(`${ep.path}: expected success, got ${res.body.code} ${res.body.msg}`);
    return res.body.data;
  };
  return { call, ok };
}
