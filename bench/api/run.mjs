// API load benchmark: starts the built server on PGlite and (when one answers) on PostgreSQL and
// drives three scenarios with autocannon: customer detail, userInfo and a password-grant login.
// It prints requests/s and p50/p99 latency per scenario; it never passes or fails on time.
//
//   npm run bench [-- --duration 10 --connections 10 --login-requests 200 --no-build]
//
// Env: BENCH_DURATION, BENCH_CONNECTIONS, BENCH_LOGIN_REQUESTS, BENCH_DATABASE_URL
// (default postgres://root@127.0.0.1:5432/test; a fresh database is created on it and dropped).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_DIST = path.join(ROOT, 'apps/server/dist/main.js');
const RESULTS_DIR = path.join(ROOT, 'bench/results');

const ACCOUNT = 'zhangwei';
const PASSWORD = 'Demo@2026';
const BASIC = `Basic ${Buffer.from('portal:portal_public').toString('base64')}`;
const SUCCESS = 666666;
const PG_TIMEOUT_MS = 2000;
/** The demo seed runs before the server listens; a busy shared machine needs minutes. */
const START_TIMEOUT_MS = 300_000;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    'login-requests': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});

const positiveInt = (name, raw, fallback) => {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
};

const DURATION = positiveInt('--duration', args.duration ?? process.env.BENCH_DURATION, 10);
const CONNECTIONS = positiveInt('--connections', args.connections ?? process.env.BENCH_CONNECTIONS, 10);
const LOGIN_REQUESTS = Math.max(
  CONNECTIONS,
  positiveInt('--login-requests', args['login-requests'] ?? process.env.BENCH_LOGIN_REQUESTS, 200),
);
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

// Cleanups still owed (stop a server, drop a database, remove a folder), run on Ctrl-C too.
const pending = new Set();
async function withCleanup(cleanup, body) {
  pending.add(cleanup);
  try {
    return await body();
  } finally {
    pending.delete(cleanup);
    await cleanup();
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`\n${signal}: cleaning up`);
    void (async () => {
      for (const cleanup of [...pending].reverse()) await cleanup().catch(() => undefined);
      process.exit(130);
    })();
  });
}

const md5 = (s) => createHash('md5').update(s).digest('hex');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => process.stdout.write(`${line}\n`);
const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

// ---------------------------------------------------------------------------------------------
// Build

async function newestMtime(target) {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of await readdir(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, await newestMtime(path.join(target, entry)));
  }
  return newest;
}

function run(command, argv) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/** Builds the server bundle when it is missing or older than the server or contracts sources. */
async function ensureServerBuilt() {
  if (existsSync(SERVER_DIST)) {
    if (args['no-build']) return 'existing bundle (--no-build)';
    const built = (await stat(SERVER_DIST)).mtimeMs;
    const sources = Math.max(
      await newestMtime(path.join(ROOT, 'apps/server/src')),
      await newestMtime(path.join(ROOT, 'apps/server/build.mjs')),
      await newestMtime(path.join(ROOT, 'packages/contracts/src')),
    );
    if (sources <= built) return 'existing bundle (up to date)';
    log('Server bundle is older than its sources: npm run build -w @platform/server');
  } else {
    log('Server bundle missing: npm run build -w @platform/server');
  }
  await run('npm', ['run', 'build', '-w', '@platform/server']);
  return 'rebuilt';
}

// ---------------------------------------------------------------------------------------------
// Server process

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts `node apps/server/dist/main.js` in test mode and waits for GET /healthz. */
async function startServer(extraEnv) {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    // Test mode registers GET /api/platform-auth/captcha/test-answer, which the login scenario
    // needs to solve the block puzzle. A production start never has that endpoint.
    APP_MODE: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED: 'auto',
    JWT_SECRET: randomBytes(24).toString('hex'),
    TOKEN_RATE_LIMIT_PER_MINUTE: '1000000',
    CAPTCHA_RATE_LIMIT_PER_MINUTE: '1000000',
    SERVE_PORTAL: 'false',
    // The scenarios read no companies: the e2e journeys' 2,000 instead of 20,000 keep the start short.
    DEMO_COMPANIES: process.env.DEMO_COMPANIES || '2000',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (extraEnv.DATABASE_URL) env.DATABASE_URL = extraEnv.DATABASE_URL;

  const child = spawn(process.execPath, [SERVER_DIST], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let exitInfo;
  void exited.then((info) => (exitInfo = info));

  // Accounts belong to the white-label customer of the host a request comes to: the demo accounts
  // (zhangwei) are the default customer's, served on localhost; 127.0.0.1 is the white-label one.
  const base = `http://localhost:${port}`;
  const server = {
    base,
    output: () => output,
    async stop() {
      if (!exitInfo) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exitInfo)
      throw new Error(`server exited (${exitInfo.code ?? exitInfo.signal}) before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`server not healthy after ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    const ok = await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return server;
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------
// API helpers

async function call(base, method, url, { headers = {}, body } = {}) {
  const res = await fetch(`${base}${url}`, { method, headers, body });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return json;
}

async function solveCaptcha(base) {
  const json = { 'content-type': 'application/json' };
  const puzzle = await call(base, 'POST', '/api/platform-auth/captcha/get', { headers: json, body: '{}' });
  const { token } = puzzle.data;
  const answer = await call(base, 'GET', `/api/platform-auth/captcha/test-answer?token=${token}`);
  const { x, y } = answer.data;
  const check = await call(base, 'POST', '/api/platform-auth/captcha/check', {
    headers: json,
    body: JSON.stringify({ captchaType: 'blockPuzzle', token, pointJson: JSON.stringify({ x, y }) }),
  });
  if (!check.data?.captchaVerification) throw new Error(`captcha check failed: ${JSON.stringify(check)}`);
  return check.data.captchaVerification;
}

/** Solves `count` captchas, a few at a time (each puzzle is a PNG the server draws). */
async function solveCaptchaPool(base, count) {
  const pool = [];
  const worker = async () => {
    while (pool.length < count) {
      const i = pool.push(null) - 1;
      pool[i] = await solveCaptcha(base);
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, count) }, worker));
  return pool;
}

const LOGIN_HEADERS = { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' };
const loginBody = (verification) =>
  new URLSearchParams({
    grant_type: 'password',
    username: ACCOUNT,
    password: md5(PASSWORD),
    captchaVerification: verification,
  }).toString();

async function login(base) {
  const verification = await solveCaptcha(base);
  const token = await call(base, 'POST', '/api/platform-auth/oauth/token', {
    headers: LOGIN_HEADERS,
    body: loginBody(verification),
  });
  if (!token?.access_token) throw new Error(`login failed: ${JSON.stringify(token)}`);
  return token.access_token;
}

// ---------------------------------------------------------------------------------------------
// Scenarios

const CUSTOMER_DETAIL = '/api/platform-system/lingxi/customer/detail?domain=localhost';
const USER_INFO = '/api/platform-system/user/userInfo';
const TOKEN = '/api/platform-auth/oauth/token';

function summarize(name, result, extra = {}) {
  const total = result.requests.total;
  return {
    scenario: name,
    requestsPerSecond: Math.round((total / result.duration) * 10) / 10,
    requestsPerSecondSampledAverage: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    averageMs: result.latency.average,
    maxMs: result.latency.max,
    requests: total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSeconds: Math.round(result.duration * 100) / 100,
    connections: result.connections,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)]),
    ),
    ...extra,
  };
}

async function cannon(opts) {
  return autocannon({ connections: CONNECTIONS, pipelining: 1, timeout: 30, ...opts });
}

async function runScenarios(server) {
  const { base } = server;
  const results = [];

  // Sanity: each endpoint answers with success before it is measured.
  const detail = await call(base, 'GET', CUSTOMER_DETAIL);
  if (detail?.code !== SUCCESS) throw new Error(`customer detail: ${JSON.stringify(detail).slice(0, 300)}`);

  log(`  customer detail: ${DURATION} s x ${CONNECTIONS} connections`);
  results.push(
    summarize('customer detail', await cannon({ url: `${base}${CUSTOMER_DETAIL}`, duration: DURATION })),
  );

  const access = await login(base);
  const auth = { authorization: `Bearer ${access}` };
  const info = await call(base, 'GET', USER_INFO, { headers: auth });
  if (info?.code !== SUCCESS || info.data?.account !== ACCOUNT)
    throw new Error(`userInfo: ${JSON.stringify(info).slice(0, 300)}`);

  log(`  userInfo: ${DURATION} s x ${CONNECTIONS} connections`);
  results.push(
    summarize('userInfo', await cannon({ url: `${base}${USER_INFO}`, headers: auth, duration: DURATION })),
  );

  // Every login consumes one single-use captcha verification (valid 120 s). autocannon builds one
  // request ahead per connection, so the pool holds `amount + connections` of them.
  const started = Date.now();
  const pool = await solveCaptchaPool(base, LOGIN_REQUESTS + CONNECTIONS);
  const solveSeconds = (Date.now() - started) / 1000;
  log(`  password login: ${LOGIN_REQUESTS} requests x ${CONNECTIONS} connections`);
  log(`    (pre-solved ${pool.length} captchas in ${solveSeconds.toFixed(1)} s)`);
  let next = 0;
  const result = await cannon({
    url: `${base}${TOKEN}`,
    amount: LOGIN_REQUESTS,
    requests: [
      {
        method: 'POST',
        path: TOKEN,
        headers: LOGIN_HEADERS,
        setupRequest: (req) => ({ ...req, body: loginBody(pool[Math.min(next++, pool.length - 1)]) }),
      },
    ],
  });
  results.push(summarize('password login', result, { captchaPoolSolveSeconds: solveSeconds }));
  return results;
}

// ---------------------------------------------------------------------------------------------
// Databases

const removeDir = (dir) => () => rm(dir, { recursive: true, force: true });

async function benchPglite() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-pglite-'));
  return withCleanup(removeDir(dataDir), async () => {
    log(`  on a fresh data folder ${dataDir}`);
    const server = await startServer({ DATA_DIR: dataDir });
    return withCleanup(server.stop, async () => ({
      database: 'PGlite',
      target: `fresh data folder ${dataDir}`,
      scenarios: await runScenarios(server),
    }));
  });
}

async function connectAdmin() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: PG_TIMEOUT_MS });
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PG_TIMEOUT_MS / 1000} s`)), PG_TIMEOUT_MS);
  });
  try {
    await Promise.race([client.connect().then(() => client.query('select 1')), timeout]);
    return client;
  } catch (err) {
    client.end().catch(() => undefined);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

async function dropDatabase(admin, name) {
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } catch {
    // PostgreSQL < 13 has no WITH (FORCE): end the other sessions first.
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    await admin.query(`drop database if exists ${name}`);
  }
}

async function benchPostgres() {
  let admin;
  try {
    admin = await connectAdmin();
  } catch (err) {
    return { database: 'PostgreSQL', skipped: `no PostgreSQL at ${redact(PG_URL)}: ${err.message}` };
  }
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const closeAdmin = () => admin.end().catch(() => undefined);
  return withCleanup(closeAdmin, async () => {
    const [{ server_version: version }] = (await admin.query('show server_version')).rows;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-pg-'));
    return withCleanup(removeDir(dataDir), async () => {
      await admin.query(`create database ${name}`);
      return withCleanup(
        () => dropDatabase(admin, name),
        async () => {
          log(`  on a fresh database ${name} at ${redact(PG_URL)} (PostgreSQL ${version})`);
          const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
          return withCleanup(server.stop, async () => ({
            database: 'PostgreSQL',
            target: `fresh database ${name} on ${redact(PG_URL)} (server ${version})`,
            scenarios: await runScenarios(server),
          }));
        },
      );
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Report

function table(rows) {
  const head = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'];
  const body = rows.map((r) => [
    r.scenario,
    r.requestsPerSecond.toFixed(1),
    String(r.p50Ms),
    String(r.p99Ms),
    String(r.requests),
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

async function main() {
  const t0 = Date.now();
  const build = await ensureServerBuilt();
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  const machine = {
    cores,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
  };

  log('');
  log('API benchmark (figures only; nothing passes or fails on time)');
  log(
    `machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, node ${machine.node}, ` +
      `load average ${machine.loadAverage1m} at start`,
  );
  log(`server: apps/server/dist/main.js, ${build}`);
  log(
    'server env: APP_MODE=test (needed for the captcha test-answer endpoint the login scenario uses), ' +
      'LOG_LEVEL=warn, TOKEN_RATE_LIMIT_PER_MINUTE and CAPTCHA_RATE_LIMIT_PER_MINUTE=1000000',
  );
  log(
    `load: autocannon, ${CONNECTIONS} connections, ${DURATION} s per scenario, ` +
      `password login: ${LOGIN_REQUESTS} requests (argon2id verify, deliberately slow)`,
  );

  const databases = [];
  let failed = false;
  for (const [label, bench] of [
    ['PGlite', benchPglite],
    ['PostgreSQL', benchPostgres],
  ]) {
    log('');
    log(`== ${label}`);
    try {
      const outcome = await bench();
      databases.push(outcome);
      if (outcome.skipped) {
        log(`skipped: ${outcome.skipped}`);
        continue;
      }
      log('');
      log(table(outcome.scenarios));
    } catch (err) {
      failed = true;
      const message = err instanceof Error ? err.message : String(err);
      databases.push({ database: label, error: message });
      log(`failed: ${message}`);
    }
  }

  const finished = new Date();
  const report = {
    finishedAt: finished.toISOString(),
    totalSeconds: Math.round((Date.now() - t0) / 100) / 10,
    machine,
    settings: { durationSeconds: DURATION, connections: CONNECTIONS, loginRequests: LOGIN_REQUESTS },
    databases,
  };
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `api-${finished.toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  log('');
  log(`${machine.cores} cores, node ${machine.node}; total ${report.totalSeconds} s`);
  log(`results: ${path.relative(ROOT, file)}`);
  if (failed) process.exitCode = 1;
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
