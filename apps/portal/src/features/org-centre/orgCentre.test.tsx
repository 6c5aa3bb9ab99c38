import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orgCentreRoutes as R } from '@platform/contracts/org-centre/routes';
import type { OrgMe } from '@platform/contracts/org-centre/schemas';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import AddressBookPage from './AddressBookPage';
import JoinPage from './JoinPage';
import OrgAccountPage from './OrgAccountPage';
import RolesPage from './RolesPage';
import StaffPage from './StaffPage';
import { account, adminMe, book, departments, memberMe, roles, staff } from './fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  changeLanguage('zh');
});

const refusal = (msg: string) => ({ body: { code: 91001, msg, data: null } });
const TOKEN = 'tok_abcdefghijklmnop1';
const preview = (standing: 'none' | 'pending' | 'member') =>
  okReply({
    tenantName: '福州云启科技有限公司',
    inviterName: '李娜',
    expireTime: '2026-11-27T02:00:00.000Z',
    standing,
  });
/** Lina, signed in with a numeric user id (chat needs one). */
const lina = { ...signedInSession, userInfo: { ...signedInSession.userInfo!, userId: '1001' } };

function stub(me: OrgMe, extra: Parameters<typeof stubApi>[0] = {}) {
  const stubbed = stubApi({
    [R.orgMe.path]: okReply(me),
    [R.deptList.path]: okReply(departments),
    [R.addressBook.path]: okReply(book),
    [R.orgAccount.path]: okReply(account),
    ...extra,
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  const callsTo = (path: string) => stubbed.calls.filter((c) => c.url.split('?')[0] === path);
  const body = (path: string) => JSON.parse(String(callsTo(path).at(-1)!.init.body)) as unknown;
  return { ...stubbed, callsTo, body };
}

describe('/user/dept/book', () => {
  it('lists colleagues with their card and a chat, and narrows by department', async () => {
    const { callsTo } = stub(memberMe);
    const { router } = renderWithApp(<AddressBookPage />, lina, '/user/dept/book');
    const entries = await screen.findAllByTestId('book-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('销售经理 · 销售部');
    expect(entries[0]).toHaveTextContent('lina@example.com');
    expect(within(entries[0]!).getByRole('link', { name: '查看 李娜 的名片' })).toHaveAttribute(
      'href',
      '/businessCard/view?vcardId=555&cardType=0',
    );
    // No chat with oneself, no card link without a card.
    expect(within(entries[0]!).queryByRole('button', { name: /发消息/ })).toBeNull();
    expect(within(entries[1]!).queryByRole('link')).toBeNull();

    // The department tree answers on its own call: it may come after the entries.
    const tree = await screen.findByRole('tree', { name: '部门' });
    expect(within(tree).queryByRole('button')).toBeNull();
    await userEvent.click(within(tree).getByText('华东大区'));
    await waitFor(() => expect(callsTo(R.addressBook.path).at(-1)!.url).toContain('departmentId=11'));

    await userEvent.click(within(entries[1]!).getByRole('button', { name: '给 王强 发消息' }));
    expect(router.state.location.pathname).toBe('/im/index');
    expect(router.state.location.search).toBe('?conversationID=C2C_1001_1002');
  });
});

describe('/user/dept/account', () => {
  it('checks the credit code before sending and shows the server’s refusal', async () => {
    const { body, callsTo } = stub(adminMe, { [R.orgAccountSave.path]: refusal('统一社会信用代码不正确') });
    renderWithApp(<OrgAccountPage />, signedInSession, '/user/dept/account');
    expect(await screen.findByText('未认证')).toBeInTheDocument();
    const code = await screen.findByLabelText('统一社会信用代码');
    await userEvent.type(code, '91350100m000100y44');
    expect(code).toHaveValue('91350100M000100Y44');
    expect(screen.getByText('统一社会信用代码不正确')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(callsTo(R.orgAccountSave.path)).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, '91350100M000100Y43');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('统一社会信用代码不正确');
    expect(body(R.orgAccountSave.path)).toEqual({
      name: account.name,
      creditCode: '91350100M000100Y43',
      industry: account.industry,
      region: '',
      logo: '',
    });
  });

  it('is read-only without org.manage', async () => {
    stub(memberMe, { [R.orgAccount.path]: okReply({ ...account, certification: 'certified' }) });
    renderWithApp(<OrgAccountPage />, signedInSession, '/user/dept/account');
    expect(await screen.findByText('已认证')).toBeInTheDocument();
    expect(screen.getByLabelText(/组织名称/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });
});

describe('/user/join', () => {
  it('shows the organisation and applies to join', async () => {
    const { body } = stub(memberMe, {
      [R.joinPreview.path]: preview('none'),
      [R.joinApply.path]: okReply({ status: 'pending' }),
    });
    renderWithApp(<JoinPage />, signedInSession, `/user/join?invite=${TOKEN}`);
    expect(await screen.findByText('福州云启科技有限公司')).toBeInTheDocument();
    expect(screen.getByText('李娜 邀请您加入')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '申请加入' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已提交申请，请等待管理员审核');
    expect(body(R.joinApply.path)).toEqual({ token: TOKEN });
    expect(screen.queryByRole('button', { name: '申请加入' })).toBeNull();
  });

  it('says so to a member', async () => {
    stub(memberMe, { [R.joinPreview.path]: preview('member') });
    renderWithApp(<JoinPage />, signedInSession, `/user/join?invite=${TOKEN}`);
    expect(await screen.findByText(/您已是该组织成员/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '申请加入' })).toBeNull();
  });

  it('shows the server’s message for an invalid link, and its own for a missing token', async () => {
    const { callsTo } = stub(memberMe, { [R.joinPreview.path]: refusal('邀请链接无效或已过期') });
    const view = renderWithApp(<JoinPage />, signedInSession, `/user/join?invite=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('邀请链接无效或已过期');
    expect(callsTo(R.joinPreview.path)[0]!.url).toContain(`token=${TOKEN}`);
    view.unmount();
    renderWithApp(<JoinPage />, signedInSession, '/user/join');
    expect(await screen.findByRole('alert')).toHaveTextContent('邀请链接无效或已过期');
    expect(callsTo(R.joinPreview.path)).toHaveLength(1);
  });
});

describe('orgMe', () => {
  it('sets the session’s isAdmin when it loads', async () => {
    stub(adminMe, { [R.roleList.path]: okReply(roles) });
    const { store } = renderWithApp(
      <RolesPage />,
      { ...signedInSession, isAdmin: false },
      '/user/manage/role',
    );
    await waitFor(() => expect(store.getState().app.isAdmin).toBe(true));
  });
});

describe('in English', () => {
  const uiKitWords = /请选择|分页|第 \d+ 页|上一页|下一页|暂无数据|关闭/g;
  const noChinese = () =>
    expect((document.body.textContent ?? '').replace(uiKitWords, '')).not.toMatch(/[\u4e00-\u9fff]/);
  const english = {
    departments: [
      { id: '10', parentId: null, name: 'Sales', sort: 0, staffCount: 2 },
      { id: '11', parentId: '10', name: 'East', sort: 0, staffCount: 1 },
    ],
    posts: [{ id: '20', name: 'Sales manager', staffCount: 1 }],
    roles: roles.map((r) => ({ ...r, name: r.builtin ? r.name : 'Finance' })),
    staff: staff.map((s, i) => ({
      ...s,
      realName: ['Li Na', 'Wang Qiang', 'Zhao Min'][i]!,
      departmentName: s.departmentName ? 'Sales' : '',
      postName: s.postName ? 'Sales manager' : '',
      roleNames: s.roleNames.map((n) =>
        n === '财务' ? 'Finance' : n === '管理员' ? 'Administrator' : 'Member',
      ),
    })),
    book: book.map((b, i) => ({
      ...b,
      realName: ['Li Na', 'Wang Qiang'][i]!,
      departmentName: 'Sales',
      postName: '',
    })),
    account: { ...account, name: 'Cloud Tech', industry: 'Software' },
  };

  it('shows no Chinese on the staff, roles, address book, account and join pages', async () => {
    changeLanguage('en');
    stub(adminMe, {
      [R.deptList.path]: okReply(english.departments),
      [R.postList.path]: okReply(english.posts),
      [R.roleList.path]: okReply(english.roles),
      [R.staffPage.path]: okReply({ records: english.staff, total: 3, current: 1, size: 10 }),
      [R.addressBook.path]: okReply(english.book),
      [R.orgAccount.path]: okReply(english.account),
      [R.joinPreview.path]: okReply({
        tenantName: 'Cloud Tech',
        inviterName: 'Li Na',
        expireTime: '2026-11-27T02:00:00.000Z',
        standing: 'none',
      }),
    });
    let view = renderWithApp(<StaffPage />, signedInSession, '/user/manage/staff');
    await screen.findByText('Wang Qiang');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Wang Qiang' }));
    await screen.findByRole('dialog');
    noChinese();
    view.unmount();

    view = renderWithApp(<RolesPage />, signedInSession, '/user/manage/role');
    expect(await screen.findByRole('checkbox', { name: 'Finance – Export data' })).toBeEnabled();
    expect(screen.getAllByText('Administrator').length).toBeGreaterThan(0);
    noChinese();
    view.unmount();

    view = renderWithApp(<AddressBookPage />, lina, '/user/dept/book');
    await screen.findByText('Wang Qiang');
    noChinese();
    view.unmount();

    view = renderWithApp(<OrgAccountPage />, signedInSession, '/user/dept/account');
    expect(await screen.findByText('Not certified')).toBeInTheDocument();
    noChinese();
    view.unmount();

    renderWithApp(<JoinPage />, signedInSession, `/user/join?invite=${TOKEN}`);
    expect(await screen.findByRole('button', { name: 'Apply to join' })).toBeInTheDocument();
    noChinese();
  });
});
