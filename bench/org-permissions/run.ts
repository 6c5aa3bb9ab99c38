// Organisation centre permission check benchmark (docs/org-centre-bench.md): what the check
// (org-centre/permissions.ts hasPermission: one membership lookup, plus one query over
// org_staff_roles ⋈ org_roles for a member who is not the administrator) adds to an authenticated
// call. On the demo seed plus 30 custom roles of 200001 (王芳 holds 5) and 2,000 members with roles
// in 40 other organisations, it times, one at a time and through the real functions (no fakes):
//   (a) hasPermission(scope, 李娜, 'org.manage')      the administrator: the membership lookup only
//   (b) hasPermission(scope, 王芳, 'customers.all')   a member: membership + her roles' permissions
//   (c) GET orgCentre/staff/page as 李娜 through app.inject (checks staff.manage)
//   (d) GET orgCentre/dept/list as 李娜 through app.inject (checks no permission)
// and prints p50/p95/p99 in ms per kind with the machine's load. Goal: permission check p99 ≤ 1 ms.
// Figures only, never pass/fail.
//
//   npm run bench:org-permissions -- [--rounds 2000]                    # PGlite in memory
//   npm run bench:org-permissions -- --pg                               # PostgreSQL
//   TEST_DB=postgres TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:org-permissions
//
// The app is the one the tests build (apps/server/src/test/test-app.ts createTestApp: migrated and
// seeded; on PostgreSQL a schema of its own on TEST_DATABASE_URL, dropped afterwards), and 李娜's
// token comes from the tests' password login (loginToken).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { ResultCode } from '@platform/contracts';
import { ORG_PERMISSIONS } from '@platform/contracts/org-centre/limits';
import { hasPermission } from '../../apps/server/src/modules/org-centre/permissions';
import { bearer, createTestApp, loginToken } from '../../apps/server/src/test/test-app';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '2000' },
    pg: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
if (values.pg) process.env.TEST_DB = 'postgres';
const postgres = process.env.TEST_DB === 'postgres';
if (postgres) process.env.TEST_DATABASE_URL ??= 'postgres://root@127.0.0.1:5432/test';
const loadAtStart = os.loadavg();

const TENANT = '200001';
const ADMIN = '1000000000000000003'; // 李娜 (lina), administrator of 200001
const MEMBER = '1000000000000000004'; // 王芳 (wangfang), member of 200001
const ROLES = 30;
const MEMBER_ROLES = 5;
const OTHER_TENANTS = 40;
const OTHER_MEMBERS = 2000;
const OTHER_ROLES_EACH = 10;
const OTHER_ROLES_PER_MEMBER = 3;

console.log(`database: ${postgres ? `PostgreSQL (${process.env.TEST_DATABASE_URL})` : 'PGlite (in memory)'}`);
const t0 = performance.now();
const t = await createTestApp();
const { app, db } = t;

// 30 custom roles of 200001, each granting 1–3 permissions but never org.manage; 王芳 holds the
// first five (the first grants customers.all). Then 40 organisations (800001…) of 50 members each, 10 roles per
// organisation and 3 roles per member, so the role tables hold other tenants' rows too.
const perms = `(array['${ORG_PERMISSIONS.join("','")}'])`;
const n = ORG_PERMISSIONS.length;
const customersAll = ORG_PERMISSIONS.indexOf('customers.all') + 1;
await db.exec(`
  insert into org_roles (id, tenant_id, name, permissions)
    select 'bench-role-${TENANT}-' || g, '${TENANT}', '基准角色 ' || g,
      case when g = 1 then jsonb_build_array(${perms}[${customersAll}])
        else (select jsonb_agg(${perms}[2 + (g + k * 3) % ${n - 1}]) from generate_series(0, g % 3) k) end
    from generate_series(1, ${ROLES}) g;
  insert into org_staff_roles (tenant_id, user_id, role_id)
    select '${TENANT}', '${MEMBER}', 'bench-role-${TENANT}-' || g from generate_series(1, ${MEMBER_ROLES}) g;

  insert into tenants (tenant_id, tenant_name, tenant_type, customer_code)
    select (800000 + g)::text, '基准组织 ' || g, 2, (select customer_code from tenants where tenant_id = '${TENANT}')
    from generate_series(1, ${OTHER_TENANTS}) g;
  insert into users (id, account, password_hash, real_name, default_tenant_id)
    select (2000000000000000000 + g)::text, 'bench-perm-' || g, 'x', '基准成员 ' || g,
      (800001 + g % ${OTHER_TENANTS})::text
    from generate_series(1, ${OTHER_MEMBERS}) g;
  insert into tenant_members (tenant_id, user_id, role_id, role_name, is_admin)
    select (800001 + g % ${OTHER_TENANTS})::text, (2000000000000000000 + g)::text, 'member', 'member',
      g <= ${OTHER_TENANTS}
    from generate_series(1, ${OTHER_MEMBERS}) g;
  insert into org_roles (id, tenant_id, name, permissions)
    select 'bench-role-' || (800000 + t) || '-' || r, (800000 + t)::text, '基准角色 ' || r,
      jsonb_build_array(${perms}[1 + (t + r) % ${n}], ${perms}[1 + (t + 2 * r) % ${n}])
    from generate_series(1, ${OTHER_TENANTS}) t, generate_series(1, ${OTHER_ROLES_EACH}) r;
  insert into org_staff_roles (tenant_id, user_id, role_id)
    select (800001 + g % ${OTHER_TENANTS})::text, (2000000000000000000 + g)::text,
      'bench-role-' || (800001 + g % ${OTHER_TENANTS}) || '-' || (1 + (g + k * 3) % ${OTHER_ROLES_EACH})
    from generate_series(1, ${OTHER_MEMBERS}) g, generate_series(1, ${OTHER_ROLES_PER_MEMBER}) k;
`);
for (const table of ['tenants', 'users', 'tenant_members', 'org_roles', 'org_staff_roles'])
  await db.exec(`vacuum analyze ${table}`);
const count = async (table: string) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
console.log(
  `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${await count('tenant_members')} memberships, ` +
    `${await count('org_roles')} custom roles, ${await count('org_staff_roles')} role grants`,
);

const scope = app.ctx.store.forTenant(TENANT);
const { access } = await loginToken(app, 'lina');
const headers = bearer(access);
const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200 || (res.json() as { code: number }).code !== ResultCode.SUCCESS)
    throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res;
};
const STAFF_PAGE = '/api/platform-system/orgCentre/staff/page?current=1&size=10';
const DEPT_LIST = '/api/platform-system/orgCentre/dept/list';
console.log(
  `李娜 org.manage: ${await hasPermission(scope, ADMIN, 'org.manage')}, ` +
    `王芳 customers.all: ${await hasPermission(scope, MEMBER, 'customers.all')}, ` +
    `王芳 org.manage: ${await hasPermission(scope, MEMBER, 'org.manage')}`,
);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const cases: Array<[string, () => Promise<unknown>]> = [
  ["(a) hasPermission lina 'org.manage' (admin)", () => hasPermission(scope, ADMIN, 'org.manage')],
  [
    "(b) hasPermission wangfang 'customers.all' (member)",
    () => hasPermission(scope, MEMBER, 'customers.all'),
  ],
  ['(c) GET staff/page as lina (checks)', () => get(STAFF_PAGE)],
  ['(d) GET dept/list as lina (no check)', () => get(DEPT_LIST)],
];
const p: Record<string, number[]> = {};
console.log(`\n${rounds} runs each (after 20 warm-ups), ms:`);
console.log('kind'.padEnd(52), 'p50'.padStart(8), 'p95'.padStart(8), 'p99'.padStart(8));
for (const [name, run] of cases) {
  for (let i = 0; i < 20; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const s = performance.now();
    await run();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  p[name] = [50, 95, 99].map((q) => pct(times, q));
  console.log(name.padEnd(52), ...p[name].map((v) => v.toFixed(2).padStart(8)));
}

const [a, b, c, d] = cases.map(([name]) => p[name]!);
const share = (check: number[], call: number[]) => `${((100 * check[0]!) / call[0]!).toFixed(0)}%`;
console.log(
  `\nat p50 the administrator's check is ${share(a!, c!)} of the staff page call (${c![0]!.toFixed(2)} ms), ` +
    `a member's would be ${share(b!, c!)}; staff/page − dept/list = ${(c![0]! - d![0]!).toFixed(2)} ms`,
);
const worst = Math.max(a![2]!, b![2]!);
console.log(
  `goal: permission check p99 ≤ 1 ms — administrator ${a![2]!.toFixed(2)} ms, member ${b![2]!.toFixed(2)} ms: ` +
    `${worst <= 1 ? 'met' : 'not met'} on this run`,
);
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
console.log(
  `\n${os.cpus().length} cores, Node ${process.version}, load average at start ${load(loadAtStart)}, at end ${load(os.loadavg())}`,
);
await t.close();
