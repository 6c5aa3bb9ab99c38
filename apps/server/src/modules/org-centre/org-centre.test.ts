import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgCentreApi, payApi } from '@platform/contracts';
import {
  bearer,
  createTestApp,
  injectEndpoint,
  loginToken,
  passwordLogin,
  type TestApp,
} from '../../test/test-app';

/**
 * The organisation centre (docs/org-centre.md): 李娜 administers 200001 (王芳, 刘洋 members); 陈静
 * administers 200002 (周磊, 孙丽), whose enterprise edition is live with 10 seats; 张伟 is personal.
 */
let t: TestApp;
const tok: Record<string, string> = {};
const USER = {
  wangfang: '1000000000000000004',
  liuyang: '1000000000000000005',
  zhangwei: '1000000000000000002',
  zhoulei: '1000000000000000008',
  sunli: '1000000000000000009',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['lina', 'wangfang', 'liuyang', 'chenjing', 'zhoulei', 'sunli', 'zhangwei'])
    tok[a] = (await loginToken(t.app, a)).access;
});
afterAll(() => t.close());

type Ep = { method: string; path: string };
async function call(ep: Ep, input: Record<string, unknown>, who: string) {
  const res = await injectEndpoint(t.app, ep, input, bearer(tok[who]!));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
  const body = res.json() as { code: number; msg: string; data: any };
  return { status: res.statusCode, body };
}
const data = async (ep: Ep, input: Record<string, unknown>, who: string) => {
  const r = await call(ep, input, who);
  if (r.status !== 200) throw new Error(`${ep.path}: ${r.status} ${r.body.msg}`);
  return r.body.data;
};
const rows = (sql: string, params: unknown[] = []) => t.db.query<Record<string, unknown>>(sql, params);

describe('standing and permissions', () => {
  it('tells the administrator, a member and a personal user what they may do', async () => {
    const admin = await data(orgCentreApi.orgMe, {}, 'lina');
    expect(admin).toMatchObject({ isOrganisation: true, isAdmin: true, seated: true });
    expect(admin.permissions).toContain('staff.manage');
    expect(await data(orgCentreApi.orgMe, {}, 'wangfang')).toMatchObject({
      isAdmin: false,
      permissions: [],
    });
    expect((await data(orgCentreApi.orgMe, {}, 'zhangwei')).isOrganisation).toBe(false);
  });

  it("refuses a member calling the administrator's actions directly, and writes nothing", async () => {
    for (const [ep, input] of [
      [orgCentreApi.deptSave, { name: '偷建部门' }],
      [orgCentreApi.roleSave, { name: '偷建角色', permissions: ['org.manage'] }],
      [orgCentreApi.seatAssign, { userId: USER.liuyang }],
      [orgCentreApi.inviteCreate, {}],
      [orgCentreApi.staffStatus, { userId: USER.liuyang, status: 'disabled' }],
      [orgCentreApi.orgAccountSave, { name: '改名' }],
    ] as const) {
      const r = await call(ep, input, 'wangfang');
      expect(r.status, ep.path).toBe(403);
      expect(r.body.msg).toBe('您没有该操作的权限，请联系组织管理员');
    }
    expect(await rows(`select * from org_roles`)).toEqual([]);
    expect(await rows(`select * from org_invitations`)).toEqual([]);
    expect(await rows(`select name from org_departments where name = '偷建部门'`)).toEqual([]);
  });

  it('refuses the centre to a personal tenant', async () => {
    const r = await call(orgCentreApi.deptList, {}, 'zhangwei');
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('个人账号没有组织架构');
  });
});

describe('departments and posts', () => {
  it('imports the members’ department and post labels once, as a tree and a post list', async () => {
    const depts = await data(orgCentreApi.deptList, {}, 'lina');
    expect(depts.map((d: { name: string }) => d.name).sort()).toEqual(['市场部', '总经办', '招商部'].sort());
    const again = await data(orgCentreApi.deptList, {}, 'lina');
    expect(again).toHaveLength(3);
    const posts = await data(orgCentreApi.postList, {}, 'lina');
    expect(posts.map((p: { name: string }) => p.name)).toContain('市场经理');
  });

  it('creates, renames, moves and refuses a cycle, a duplicate and deleting one with people', async () => {
    const depts = await data(orgCentreApi.deptList, {}, 'lina');
    const market = depts.find((d: { name: string }) => d.name === '市场部');
    const east = await data(orgCentreApi.deptSave, { parentId: market.id, name: '华东组' }, 'lina');
    expect(east).toMatchObject({ parentId: market.id, name: '华东组', staffCount: 0 });
    const dup = await call(orgCentreApi.deptSave, { parentId: market.id, name: '华东组' }, 'lina');
    expect(dup.body.msg).toBe('名称已存在');
    const cycle = await call(orgCentreApi.deptMove, { id: market.id, parentId: east.id, index: 0 }, 'lina');
    expect(cycle.status).toBe(400);
    expect(cycle.body.msg).toBe('不能把部门移动到它自己或它的下级部门下');
    const moved = await data(orgCentreApi.deptMove, { id: east.id, parentId: null, index: 0 }, 'lina');
    expect(moved.find((d: { id: string }) => d.id === east.id)).toMatchObject({ parentId: null, sort: 0 });
    const withPeople = await call(orgCentreApi.deptRemove, { id: market.id }, 'lina');
    expect(withPeople.body.msg).toBe('该部门下还有成员或子部门，不能删除');
    expect(await data(orgCentreApi.deptRemove, { id: east.id }, 'lina')).toEqual({ ok: true });
  });

  it('renaming a department renames its members’ labels', async () => {
    const market = (await data(orgCentreApi.deptList, {}, 'lina')).find(
      (d: { name: string }) => d.name === '市场部',
    );
    await data(orgCentreApi.deptSave, { id: market.id, name: '市场营销部' }, 'lina');
    const [label] = await rows(`select dept_id from tenant_members where user_id = $1`, [USER.wangfang]);
    expect(label?.dept_id).toBe('市场营销部');
  });

  it('keeps another tenant’s ids out of reach (not found, nothing changed)', async () => {
    const linaDept = (await data(orgCentreApi.deptList, {}, 'lina'))[0];
    for (const [ep, input] of [
      [orgCentreApi.deptSave, { id: linaDept.id, name: '被改' }],
      [orgCentreApi.deptRemove, { id: linaDept.id }],
      [orgCentreApi.deptMove, { id: linaDept.id, parentId: null, index: 0 }],
      [orgCentreApi.staffUpdate, { userId: USER.wangfang, departmentId: null, postId: null, roleIds: [] }],
      [orgCentreApi.seatAssign, { userId: USER.wangfang }],
      [orgCentreApi.staffStatus, { userId: USER.wangfang, status: 'disabled' }],
    ] as const) {
      const r = await call(ep, input, 'chenjing');
      expect([400, 404], ep.path).toContain(r.status);
    }
    const [still] = await rows(`select name from org_departments where id = $1`, [linaDept.id]);
    expect(still?.name).toBe(linaDept.name);
    expect(
      await rows(`select * from org_seats where tenant_id = '200002' and user_id = $1`, [USER.wangfang]),
    ).toEqual([]);
  });
});

describe('roles', () => {
  it('keeps the built-in roles and grants a custom role’s permissions on the server', async () => {
    const builtin = await call(orgCentreApi.roleSave, { id: '1', name: 'x', permissions: [] }, 'lina');
    expect(builtin.body.msg).toBe('内置角色不能修改或删除');
    const role = await data(
      orgCentreApi.roleSave,
      { name: '行政', permissions: ['org.manage', 'staff.manage'] },
      'lina',
    );
    expect(role).toMatchObject({ builtin: null, permissions: ['org.manage', 'staff.manage'] });
    // Before the role, 王芳 may not; after, she may.
    expect((await call(orgCentreApi.postSave, { name: '行政专员' }, 'wangfang')).status).toBe(403);
    await data(
      orgCentreApi.staffUpdate,
      { userId: USER.wangfang, departmentId: null, postId: null, roleIds: [role.id] },
      'lina',
    );
    expect((await data(orgCentreApi.orgMe, {}, 'wangfang')).permissions).toEqual([
      'org.manage',
      'staff.manage',
    ]);
    expect((await call(orgCentreApi.postSave, { name: '行政专员' }, 'wangfang')).status).toBe(200);
    // Still not seats: that permission is not in her role.
    expect((await call(orgCentreApi.seatRelease, { userId: USER.liuyang }, 'wangfang')).status).toBe(403);
    const inUse = await call(orgCentreApi.roleRemove, { id: role.id }, 'lina');
    expect(inUse.body.msg).toBe('该角色仍有成员使用，不能删除');
    await data(
      orgCentreApi.staffUpdate,
      { userId: USER.wangfang, departmentId: null, postId: null, roleIds: [] },
      'lina',
    );
    expect(await data(orgCentreApi.roleRemove, { id: role.id }, 'lina')).toEqual({ ok: true });
    expect((await data(orgCentreApi.orgMe, {}, 'wangfang')).permissions).toEqual([]);
  });

  it('a role with customers.all sees the workspace like the administrator (viewer of customers)', async () => {
    const role = await data(
      orgCentreApi.roleSave,
      { name: '销售总监', permissions: ['customers.all'] },
      'chenjing',
    );
    await data(
      orgCentreApi.staffUpdate,
      { userId: USER.zhoulei, departmentId: null, postId: null, roleIds: [role.id] },
      'chenjing',
    );
    expect((await data(orgCentreApi.orgMe, {}, 'zhoulei')).permissions).toEqual(['customers.all']);
  });
});

describe('staff, invitations and joins', () => {
  it('masks phones for a viewer without staff.manage and shows them to the administrator', async () => {
    const page = await data(orgCentreApi.staffPage, { current: 1, size: 20 }, 'lina');
    expect(page.total).toBe(3);
    expect(page.records.find((s: { userId: string }) => s.userId === USER.wangfang).phone).toBe(
      '13800000003',
    );
  });

  it('invites by link, the invitee applies once, the administrator approves, the member signs in there', async () => {
    const inv = await data(orgCentreApi.inviteCreate, {}, 'lina');
    expect(inv.path).toMatch(/^\/user\/join\?invite=[A-Za-z0-9_-]{32}$/);
    const token = inv.path.split('=')[1];
    const [stored] = await rows(`select token_hash from org_invitations where id = $1`, [inv.id]);
    expect(stored?.token_hash).not.toContain(token);
    const preview = await data(orgCentreApi.joinPreview, { token }, 'zhangwei');
    expect(preview).toMatchObject({
      tenantName: '杭州云栖智造科技有限公司',
      inviterName: '李娜',
      standing: 'none',
    });
    expect(await data(orgCentreApi.joinApply, { token }, 'zhangwei')).toEqual({ status: 'pending' });
    expect(await data(orgCentreApi.joinApply, { token }, 'zhangwei')).toEqual({ status: 'pending' });
    const pending = await data(orgCentreApi.joinList, { status: 'pending' }, 'lina');
    expect(pending).toHaveLength(1);
    expect(
      (await call(orgCentreApi.joinDecide, { id: pending[0].id, approve: true }, 'wangfang')).status,
    ).toBe(403);
    expect(await data(orgCentreApi.joinDecide, { id: pending[0].id, approve: true }, 'lina')).toEqual({
      status: 'approved',
    });
    const twice = await call(orgCentreApi.joinDecide, { id: pending[0].id, approve: true }, 'lina');
    expect(twice.body.msg).toBe('加入申请不存在或已处理');
    const again = await call(orgCentreApi.joinApply, { token }, 'zhangwei');
    expect(again.body.msg).toBe('您已是该组织成员');
    const [user] = await rows(`select default_tenant_id from users where id = $1`, [USER.zhangwei]);
    expect(user?.default_tenant_id).toBe('200001');
    const revoked = await data(orgCentreApi.inviteRevoke, { id: inv.id }, 'lina');
    expect(revoked).toEqual({ ok: true });
    const dead = await call(orgCentreApi.joinPreview, { token }, 'liuyang');
    expect(dead.body.msg).toBe('邀请链接无效或已过期');
  });

  it('sends an invitation by SMS', async () => {
    const inv = await data(orgCentreApi.inviteCreate, { phone: '13912345678' }, 'lina');
    expect(inv.phone).toBe('13912345678');
  });

  it('disables a member: they lose their seat and sign into the organisation no more', async () => {
    const s = await data(orgCentreApi.staffStatus, { userId: USER.liuyang, status: 'disabled' }, 'lina');
    expect(s).toMatchObject({ status: 'disabled', seated: false });
    // 刘洋's only organisation: with it disabled he has no tenant to enter.
    const login = await passwordLogin(t.app, 'liuyang');
    expect(login.statusCode).not.toBe(200);
    const assign = await call(orgCentreApi.seatAssign, { userId: USER.liuyang }, 'lina');
    expect(assign.body.msg).toBe('停用的成员不能分配席位');
    await data(orgCentreApi.staffStatus, { userId: USER.liuyang, status: 'active' }, 'lina');
  });

  it('removes a member, handing their customers to a colleague; refuses removing the administrator', async () => {
    await rows(
      `insert into crm_customers (tenant_id, name, owner_id, source) values ('200002', '交接客户', $1, 'manual')`,
      [USER.sunli],
    );
    const admin = await call(
      orgCentreApi.staffRemove,
      { userId: '1000000000000000007', handoverTo: USER.zhoulei },
      'chenjing',
    );
    expect(admin.body.msg).toBe('不能对组织管理员执行此操作，请先转让管理员');
    const self = await call(
      orgCentreApi.staffRemove,
      { userId: USER.sunli, handoverTo: USER.sunli },
      'chenjing',
    );
    expect(self.body.msg).toBe('请选择一位在职的同事接收其数据');
    expect(
      await data(orgCentreApi.staffRemove, { userId: USER.sunli, handoverTo: USER.zhoulei }, 'chenjing'),
    ).toEqual({
      ok: true,
    });
    expect(
      await rows(`select * from tenant_members where user_id = $1 and tenant_id = '200002'`, [USER.sunli]),
    ).toEqual([]);
    expect(await rows(`select owner_id from crm_customers where name = '交接客户'`)).toEqual([
      { owner_id: USER.zhoulei },
    ]);
  });
});

describe('seats', () => {
  it('never assigns more seats than bought, also under 20 parallel requests', async () => {
    const before = await data(orgCentreApi.seatSummary, {}, 'chenjing');
    expect(before.accountNum).toBe(10);
    // Fill the organisation with members to seat: 20 users join 200002.
    const ids = Array.from({ length: 20 }, (_, i) => `19000000000000000${String(i).padStart(2, '0')}`);
    for (const id of ids) {
      await rows(`insert into users (id, account, phone, password_hash) values ($1, $1, null, 'x')`, [id]);
      await rows(
        `insert into tenant_members (tenant_id, user_id, role_id, role_name, is_admin) values ('200002', $1, 'member', 'member', false)`,
        [id],
      );
    }
    const results = await Promise.all(
      ids.map((userId) => call(orgCentreApi.seatAssign, { userId }, 'chenjing')),
    );
    const [count] = await rows(`select count(*)::int as n from org_seats where tenant_id = '200002'`);
    expect(count?.n).toBe(10);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.length).toBe(20 - (10 - before.used));
    expect(refused[0]?.body.msg).toBe('席位已用完，请先释放席位或购买更多席位');
  });

  it('gives the paid services only to a seated member', async () => {
    const check = () => call(payApi.permissionCheck, { businessType: 1 }, 'zhoulei');
    expect((await check()).body.data).toBe('true');
    await data(orgCentreApi.seatRelease, { userId: USER.zhoulei }, 'chenjing');
    expect((await check()).body.data).toBe('false');
    expect(await data(payApi.purchasedServices, {}, 'zhoulei')).toEqual([]);
    await rows(`delete from org_seats where tenant_id = '200002' and user_id like '190000000000000000%'`);
    await data(orgCentreApi.seatAssign, { userId: USER.zhoulei }, 'chenjing');
    expect((await check()).body.data).toBe('true');
  });
});

describe('the organisation account', () => {
  it('checks the credit code, renames the tenant and puts the account up for certification', async () => {
    const bad = await call(
      orgCentreApi.orgAccountSave,
      { name: '杭州云栖智造科技有限公司', creditCode: '91330106MA2H3K7Q01' },
      'lina',
    );
    expect(bad.body.msg).toBe('统一社会信用代码不正确');
    const ok = await data(
      orgCentreApi.orgAccountSave,
      {
        name: '杭州云栖智造科技有限公司',
        creditCode: '91330106MA2H3K7Q0C',
        industry: '智能制造',
        region: '330106',
      },
      'lina',
    );
    expect(ok).toMatchObject({
      creditCode: '91330106MA2H3K7Q0C',
      certification: 'pending',
      region: '330106',
    });
    const read = await data(orgCentreApi.orgAccount, {}, 'wangfang');
    expect(read.industry).toBe('智能制造');
  });
});
