import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orgCentreRoutes as R } from '@platform/contracts/org-centre/routes';
import type { OrgMe } from '@platform/contracts/org-centre/schemas';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import DepartmentsPage from './DepartmentsPage';
import PostsPage from './PostsPage';
import RolesPage from './RolesPage';
import SeatsPage from './SeatsPage';
import StaffPage from './StaffPage';
import { adminMe, departments, memberMe, posts, roles, seatSummary, staff, wang, zhao } from './fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const refusal = (msg: string) => ({ body: { code: 91001, msg, data: null } });
const page = (records: unknown[]) => okReply({ records, total: records.length, current: 1, size: 10 });

function stub(me: OrgMe, extra: Parameters<typeof stubApi>[0] = {}) {
  const stubbed = stubApi({
    [R.orgMe.path]: okReply(me),
    [R.deptList.path]: okReply(departments),
    [R.postList.path]: okReply(posts),
    [R.roleList.path]: okReply(roles),
    [R.staffPage.path]: page(staff),
    [R.seatSummary.path]: okReply(seatSummary),
    ...extra,
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  const callsTo = (path: string) => stubbed.calls.filter((c) => c.url.split('?')[0] === path);
  const body = (path: string) => JSON.parse(String(callsTo(path).at(-1)!.init.body)) as unknown;
  return { ...stubbed, callsTo, body };
}

describe('/user/manage/preserve', () => {
  it('lists a department’s members, adds one and shows the server’s refusal to delete', async () => {
    const { callsTo, body } = stub(adminMe, {
      [R.deptSave.path]: okReply({ id: '13', parentId: null, name: '新部门', sort: 2, staffCount: 0 }),
      [R.deptRemove.path]: refusal('该部门下还有成员或子部门，不能删除'),
    });
    renderWithApp(<DepartmentsPage />, signedInSession, '/user/manage/preserve');
    const tree = await screen.findByRole('tree', { name: '部门' });
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(3);

    await userEvent.click(within(tree).getByText('销售部'));
    const members = await screen.findByRole('table', { name: '“销售部”的成员' });
    await within(members).findByText('王强');
    expect(callsTo(R.staffPage.path).at(-1)!.url).toContain('departmentId=10');

    await userEvent.click(await screen.findByRole('button', { name: '添加部门' }));
    await waitFor(() => expect(callsTo(R.deptSave.path)).toHaveLength(1));
    expect(body(R.deptSave.path)).toEqual({ parentId: null, name: '新部门' });

    await userEvent.click(screen.getByRole('button', { name: '删除「销售部」' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('该部门下还有成员或子部门，不能删除')).toBeInTheDocument();
    expect(body(R.deptRemove.path)).toEqual({ id: '10' });
  });

  it('is read-only without org.manage', async () => {
    stub(memberMe);
    renderWithApp(<DepartmentsPage />, signedInSession, '/user/manage/preserve');
    const tree = await screen.findByRole('tree', { name: '部门' });
    await within(tree).findByText('研发部');
    expect(screen.queryByRole('button', { name: '添加部门' })).toBeNull();
    expect(screen.queryByRole('button', { name: /删除「/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /重命名「/ })).toBeNull();
  });
});

describe('/user/manage/post', () => {
  it('adds a post and keeps the dialog with the server’s refusal; renames one', async () => {
    const { body, callsTo } = stub(adminMe, {
      [R.postSave.path]: (init) =>
        String(init.body).includes('"id"') ? okReply(posts[1]) : refusal('名称已存在'),
    });
    renderWithApp(<PostsPage />, signedInSession, '/user/manage/post');
    const table = await screen.findByRole('table', { name: '岗位管理' });
    await within(table).findByText('销售经理');
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: '新增岗位' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/岗位名称/), '销售经理');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('名称已存在');
    expect(body(R.postSave.path)).toEqual({ name: '销售经理' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));

    await userEvent.click(screen.getByRole('button', { name: '重命名 工程师' }));
    const rename = await screen.findByRole('dialog');
    const field = within(rename).getByLabelText(/岗位名称/);
    await userEvent.clear(field);
    await userEvent.type(field, '高级工程师');
    await userEvent.click(within(rename).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(callsTo(R.postSave.path)).toHaveLength(2));
    expect(body(R.postSave.path)).toEqual({ id: '21', name: '高级工程师' });
  });

  it('hides adding, renaming and deleting without org.manage', async () => {
    stub(memberMe);
    renderWithApp(<PostsPage />, signedInSession, '/user/manage/post');
    await screen.findByText('工程师');
    expect(screen.queryByRole('button', { name: '新增岗位' })).toBeNull();
    expect(screen.queryByRole('button', { name: /重命名|删除/ })).toBeNull();
  });
});

describe('/user/manage/role', () => {
  it('saves a custom role when a permission is ticked; built-in roles are locked', async () => {
    const { body } = stub(adminMe, { [R.roleSave.path]: okReply(roles[2]) });
    renderWithApp(<RolesPage />, signedInSession, '/user/manage/role');
    const box = await screen.findByRole('checkbox', { name: '财务 – 导出数据' });
    expect(screen.getByRole('checkbox', { name: '管理员 – 导出数据' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '管理员 – 导出数据' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '成员 – 管理成员' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '删除 管理员' })).toBeNull();
    await userEvent.click(box);
    await waitFor(() =>
      expect(body(R.roleSave.path)).toEqual({
        id: '32',
        name: '财务',
        permissions: ['finance.view', 'data.export'],
      }),
    );
    expect(await screen.findByText('已保存')).toBeInTheDocument();
  });

  it('shows the refusal to delete a role in use', async () => {
    stub(adminMe, { [R.roleRemove.path]: refusal('该角色仍有成员使用，不能删除') });
    renderWithApp(<RolesPage />, signedInSession, '/user/manage/role');
    await userEvent.click(await screen.findByRole('button', { name: '删除 财务' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('该角色仍有成员使用，不能删除')).toBeInTheDocument();
  });

  it('is read-only without org.manage', async () => {
    stub(memberMe);
    renderWithApp(<RolesPage />, signedInSession, '/user/manage/role');
    expect(await screen.findByRole('checkbox', { name: '财务 – 查看订单发票合同' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '新建角色' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除 财务' })).toBeNull();
  });
});

describe('/user/manage/staff', () => {
  it('lists and filters members; the administrator’s row has no disable or remove', async () => {
    const { callsTo } = stub(adminMe);
    renderWithApp(<StaffPage />, signedInSession, '/user/manage/staff');
    const table = await screen.findByRole('table', { name: '成员' });
    await within(table).findByText('王强');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('管理员');
    expect(within(rows[0]!).queryByRole('button', { name: /停用|移除/ })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: '停用 王强' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: '启用 赵敏' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: '转让管理员 王强' })).toBeInTheDocument();

    const department = screen.getByLabelText('部门');
    // The tree, indented.
    expect(within(department).getByRole('option', { name: /华东大区/ }).textContent).toMatch(/^\s+华东大区$/);
    await userEvent.selectOptions(department, '11');
    await userEvent.selectOptions(screen.getByLabelText('状态'), 'disabled');
    await waitFor(() => expect(callsTo(R.staffPage.path).at(-1)!.url).toContain('status=disabled'));
    expect(callsTo(R.staffPage.path).at(-1)!.url).toContain('departmentId=11');
  });

  it('edits a member’s department, post and roles', async () => {
    const { body } = stub(adminMe, { [R.staffUpdate.path]: okReply(wang) });
    renderWithApp(<StaffPage />, signedInSession, '/user/manage/staff');
    await userEvent.click(await screen.findByRole('button', { name: '编辑 王强' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('部门'), '12');
    await userEvent.selectOptions(within(dialog).getByLabelText('岗位'), '21');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '财务' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body(R.staffUpdate.path)).toEqual({
      userId: '1002',
      departmentId: '12',
      postId: '21',
      roleIds: ['31', '32'],
    });
  });

  it('disables a member after a confirm and removes one handing the data to a colleague', async () => {
    const { body } = stub(adminMe, {
      [R.staffStatus.path]: okReply({ ...wang, status: 'disabled' }),
      [R.staffRemove.path]: refusal('请选择一位在职的同事接收其数据'),
    });
    renderWithApp(<StaffPage />, signedInSession, '/user/manage/staff');
    await userEvent.click(await screen.findByRole('button', { name: '停用 王强' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(body(R.staffStatus.path)).toEqual({ userId: '1002', status: 'disabled' }));

    await userEvent.click(screen.getByRole('button', { name: `移除 ${zhao.realName}` }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '移除' }));
    expect(within(dialog).getByText('请选择接收数据的同事')).toBeInTheDocument();
    const handover = within(dialog).getByLabelText('数据交接给');
    expect(within(handover).queryByRole('option', { name: /赵敏/ })).toBeNull();
    await userEvent.selectOptions(handover, '1001');
    await userEvent.click(within(dialog).getByRole('button', { name: '移除' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请选择一位在职的同事接收其数据');
    expect(body(R.staffRemove.path)).toEqual({ userId: '1003', handoverTo: '1001' });
  });

  it('invites by link (its full address and QR) and by SMS', async () => {
    const { body } = stub(adminMe, {
      [R.inviteCreate.path]: (init) =>
        String(init.body).includes('phone')
          ? okReply({
              id: '41',
              phone: '13900000009',
              createdBy: '李娜',
              createTime: '2026-11-20T02:00:00.000Z',
              expireTime: '2026-11-27T02:00:00.000Z',
              joined: 0,
              token: 'tok_abcdefghijklmnop2',
              path: '/user/join?invite=tok_abcdefghijklmnop2',
            })
          : okReply({
              id: '40',
              phone: '',
              createdBy: '李娜',
              createTime: '2026-11-20T02:00:00.000Z',
              expireTime: '2026-11-27T02:00:00.000Z',
              joined: 0,
              token: 'tok_abcdefghijklmnop1',
              path: '/user/join?invite=tok_abcdefghijklmnop1',
            }),
    });
    renderWithApp(<StaffPage />, signedInSession, '/user/manage/staff');
    await userEvent.click(await screen.findByRole('button', { name: '邀请成员' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '生成邀请链接' }));
    expect(await within(dialog).findByLabelText('邀请链接')).toHaveValue(
      `${window.location.origin}/user/join?invite=tok_abcdefghijklmnop1`,
    );
    expect(body(R.inviteCreate.path)).toEqual({});
    expect(await within(dialog).findByRole('img', { name: '邀请二维码' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('tab', { name: '短信邀请' }));
    await userEvent.type(within(dialog).getByLabelText('手机号'), '1390000');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送邀请短信' }));
    expect(within(dialog).getByText('请输入正确的手机号')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('手机号'), '0009');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送邀请短信' }));
    expect(await screen.findByText('邀请短信已发送至 13900000009')).toBeInTheDocument();
    expect(body(R.inviteCreate.path)).toEqual({ phone: '13900000009' });
  });

  it('approves join requests and revokes invitations', async () => {
    const { body } = stub(adminMe, {
      [R.joinList.path]: okReply([
        {
          id: '50',
          userId: '1009',
          realName: '孙丽',
          phone: '139****0009',
          status: 'pending',
          createTime: '2026-11-20T02:00:00.000Z',
          decideTime: null,
        },
      ]),
      [R.joinDecide.path]: okReply({ status: 'approved' }),
      [R.inviteList.path]: okReply([
        {
          id: '40',
          phone: '',
          createdBy: '李娜',
          createTime: '2026-11-20T02:00:00.000Z',
          expireTime: '2026-11-27T02:00:00.000Z',
          joined: 2,
        },
      ]),
      [R.inviteRevoke.path]: okReply({ ok: true }),
    });
    renderWithApp(<StaffPage />, signedInSession, '/user/manage/staff');
    await userEvent.click(await screen.findByRole('tab', { name: '加入申请' }));
    await userEvent.click(await screen.findByRole('button', { name: '通过 孙丽' }));
    await waitFor(() => expect(body(R.joinDecide.path)).toEqual({ id: '50', approve: true }));

    await userEvent.click(screen.getByRole('tab', { name: '邀请记录' }));
    const table = await screen.findByRole('table', { name: '邀请记录' });
    expect(await within(table).findByText('链接 / 二维码')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: '撤销 40' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(body(R.inviteRevoke.path)).toEqual({ id: '40' }));
  });

  it('shows members only, without actions, to a member without staff.manage', async () => {
    stub(memberMe);
    renderWithApp(<StaffPage />, signedInSession, '/user/manage/staff?tab=joins');
    const table = await screen.findByRole('table', { name: '成员' });
    await within(table).findByText('王强');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: '邀请成员' })).toBeNull();
    expect(screen.queryByRole('button', { name: /编辑|停用|移除/ })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: '操作' })).toBeNull();
  });
});

describe('/user/manage/member', () => {
  it('shows the seats and the server’s refusal when they are all taken', async () => {
    const { body } = stub(adminMe, {
      [R.seatAssign.path]: refusal('席位已用完，请先释放席位或购买更多席位'),
    });
    renderWithApp(<SeatsPage />, signedInSession, '/user/manage/member');
    const box = await screen.findByRole('checkbox', { name: '王强 的席位' });
    expect(screen.getByRole('checkbox', { name: '李娜 的席位' })).toBeChecked();
    expect(screen.getByText('席位总数').nextSibling).toHaveTextContent('2');
    expect(screen.queryByRole('link', { name: '购买更多席位' })).toBeNull();
    await userEvent.click(box);
    expect(await screen.findByText('席位已用完，请先释放席位或购买更多席位')).toBeInTheDocument();
    expect(body(R.seatAssign.path)).toEqual({ userId: '1002' });
  });

  it('links to buying more when no seat is free, and releases a seat', async () => {
    const { body } = stub(adminMe, {
      [R.seatSummary.path]: okReply({ ...seatSummary, used: 2, free: 0 }),
      [R.seatRelease.path]: okReply(seatSummary),
    });
    renderWithApp(<SeatsPage />, signedInSession, '/user/manage/member');
    expect(await screen.findByRole('link', { name: '购买更多席位' })).toHaveAttribute(
      'href',
      '/product/compute',
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: '李娜 的席位' }));
    await waitFor(() => expect(body(R.seatRelease.path)).toEqual({ userId: '1001' }));
  });

  it('disables the seat boxes without seat.assign', async () => {
    stub(memberMe);
    renderWithApp(<SeatsPage />, signedInSession, '/user/manage/member');
    expect(await screen.findByRole('checkbox', { name: '王强 的席位' })).toBeDisabled();
  });
});
