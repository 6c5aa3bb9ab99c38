import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@platform/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialAppState } from '../../shared/session/appSlice';
import { renderWithApp, stubApi, signedInSession, okReply } from '../../test/renderWithApp';
import { LOGOUT_CLEANUP_MS, md5 } from '../auth';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangePhoneForm } from './ChangePhoneForm';
import { decodeInfo, safeReturnPath } from './encodedInfo';
import PersonalIndexPage from './PersonalIndexPage';

const session = signedInSession;
const ok = okReply;

afterEach(() => vi.unstubAllGlobals());

describe('change password', () => {
  it('validates, sends MD5 hashes and logs out on success', async () => {
    const { fetchMock, calls } = stubApi({ '/api/platform-system/user/update-password1': ok(true) });
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderWithApp(<ChangePasswordForm />, session);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getAllByText('请输入密码')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('原密码'), 'Demo@2026');
    await userEvent.type(screen.getByLabelText('新密码'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByText('密码长度至少6位')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('新密码'));
    await userEvent.type(screen.getByLabelText('新密码'), 'New@2026');
    await userEvent.type(screen.getByLabelText('确认新密码'), 'Other@2026');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('确认新密码'));
    await userEvent.type(screen.getByLabelText('确认新密码'), 'New@2026');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(store.getState().app.token).toBe(''));
    const body = JSON.parse(String(calls.find((c) => c.url.includes('update-password1'))?.init.body));
    expect(body).toEqual({
      oldPassword: md5('Demo@2026'),
      newPassword: md5('New@2026'),
      newPassword1: md5('New@2026'),
    });
    // logout() wipes browser storage a moment later: let that run while the test environment exists.
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_CLEANUP_MS));
  });
});

describe('change bound phone', () => {
  it('sends a code to the new phone and binds it with the code', async () => {
    const { fetchMock, calls } = stubApi({
      '/api/platform-resource/sms/endpoint/send-validate-by-user-id': ok({ id: 'sms-9' }),
      '/api/platform-system/user/update-phone': ok({ phone: '13900000009' }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderWithApp(<ChangePhoneForm current="13800000002" />, session);
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByText('手机号码不能为空')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('新手机号码'), '13900000009');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60s后重新获取' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('请输入验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(store.getState().app.userInfo?.phone).toBe('13900000009'));
    const body = JSON.parse(String(calls.find((c) => c.url.includes('update-phone'))?.init.body));
    expect(body).toEqual({ phone: '13900000009', smsId: 'sms-9', smsValue: '123456' });
  });
});

describe('/user/personal/info hand-over', () => {
  it('decodes the user info the main site sends and follows same-site paths only', () => {
    const info = btoa(
      String.fromCharCode(
        ...new TextEncoder().encode(JSON.stringify({ realName: '李娜', email: 'a@b.cn', x: 1 })),
      ),
    );
    expect(decodeInfo(info)).toEqual({ realName: '李娜', email: 'a@b.cn' });
    expect(decodeInfo('%%%')).toEqual({});
    expect(safeReturnPath('/expenseCenter/invoiceApply')).toBe('/expenseCenter/invoiceApply');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
  });
});

describe('reset password', () => {
  it('resets with an SMS code and MD5 passwords, then offers the login dialog', async () => {
    const { default: ResetPasswordPage } = await import('./ResetPasswordPage');
    const { fetchMock, calls } = stubApi({
      '/api/platform-resource/sms/endpoint/send-validate-nologin': ok({ id: 'sms-3' }),
      '/api/platform-system/user/retrieve-password': ok(true),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderWithApp(<ResetPasswordPage />, initialAppState);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByText('手机号码不能为空')).toBeInTheDocument();
    expect(screen.getByText('请先获取验证码')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('手机号码'), '13800000001');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60s后重新获取' });
    await userEvent.type(screen.getByLabelText('请输入验证码'), '654321');
    await userEvent.type(screen.getByLabelText('新密码'), 'Fresh@2026');
    await userEvent.type(screen.getByLabelText('确认新密码'), 'Fresh@2026');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(store.getState().app.showLogInDialog).toBe(true));
    const body = JSON.parse(String(calls.find((c) => c.url.includes('retrieve-password'))?.init.body));
    expect(body).toEqual({
      phone: '13800000001',
      smsId: 'sms-3',
      smsValue: '654321',
      newPassword: md5('Fresh@2026'),
      newPassword1: md5('Fresh@2026'),
    });
  });
});

describe('personal index', () => {
  const profile = (roleName: string): UserInfo => ({
    userId: '1',
    account: 'demo',
    userName: 'demo',
    realName: '张三',
    nickName: '',
    avatar: '',
    email: '',
    phone: '',
    sex: 0,
    tenantId: '100001',
    tenantName: '张三的个人空间',
    tenantType: 1,
    roleName,
    roleId: '',
    deptId: '',
    postId: '',
    isAdmin: true,
  });

  it.each([
    ['personal', '个人用户'],
    ['administrator', '管理员'],
    ['招商专员', '招商专员'],
  ])('names the role %s as %s, never the raw code', async (roleName, shown) => {
    const { fetchMock } = stubApi({ '/api/platform-system/user/userInfo': ok(profile(roleName)) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<PersonalIndexPage />, session);
    const facts = await screen.findByTestId('profile-facts');
    expect(facts).toHaveTextContent(`角色${shown}`);
    if (roleName === 'personal') expect(facts).not.toHaveTextContent('personal');
  });
});
