import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../../shared/i18n';
import { renderWithApp, stubApi } from '../../test/renderWithApp';
import { linaToken } from '../../test/tokenResponse';
import LoginDialog from './LoginDialog';
import { md5 } from './md5';
import { QR_POLL_MS } from './useQrLogin';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const token = { ...linaToken, refresh_token: 'refresh-abcdefghijklmnopqrstuvwxyz' };

function api(tokenReply: { status?: number; body: unknown } = { body: token }) {
  return stubApi({
    '/api/platform-auth/captcha/get': {
      body: {
        code: 666666,
        msg: '',
        data: {
          token: 'cap-1',
          originalImageBase64: PNG,
          jigsawImageBase64: PNG,
          width: 310,
          height: 155,
          pieceSize: 50,
          pieceY: 40,
        },
      },
    },
    '/api/platform-auth/captcha/check': {
      body: { code: 666666, msg: '', data: { captchaVerification: 'verified-1' } },
    },
    '/api/platform-auth/oauth/token': tokenReply,
    '/api/platform-resource/sms/endpoint/send-validate-nologin': {
      body: { code: 666666, msg: '', data: { id: 'sms-1' } },
    },
    '/api/platform-system/org/orgInfo': { body: { code: 666666, msg: '', data: { isFirst: 0, type: 2 } } },
  });
}

beforeEach(() => changeLanguage('zh'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LoginDialog', () => {
  it('is 705 px wide with the password and SMS tabs', () => {
    vi.stubGlobal('fetch', api().fetchMock);
    renderWithApp(<LoginDialog />, { showLogInDialog: true });
    expect(screen.getByRole('dialog', { name: '欢迎登录' })).toHaveStyle({ width: '705px' });
    expect(screen.getByRole('tab', { name: '密码登录' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '验证码登录' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '扫码登录' })).toBeInTheDocument();
  });

  it('asks for account and password before the captcha', async () => {
    vi.stubGlobal('fetch', api().fetchMock);
    renderWithApp(<LoginDialog />);
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getAllByText('请输入账号').length).toBeGreaterThan(0);
    expect(screen.getAllByText('请输入密码').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('slider-captcha')).not.toBeInTheDocument();
  });

  it('logs in with an MD5 password after the slider captcha and stores the session', async () => {
    const { fetchMock, calls } = api();
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderWithApp(<LoginDialog />, { showLogInDialog: true });
    await userEvent.type(screen.getByLabelText('请输入账号'), 'lina');
    await userEvent.type(screen.getByLabelText('请输入密码'), 'Demo@2026');
    await userEvent.type(screen.getByLabelText('租户ID（选填，默认000000）'), '200001');
    await userEvent.click(screen.getByLabelText('记住租户'));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    const handle = await screen.findByRole('slider');
    handle.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{ArrowRight}{Enter}');
    await waitFor(() => expect(store.getState().app.token).toBe('jwt-access'));
    const check = calls.find((c) => c.url.includes('captcha/check'));
    expect(JSON.parse(String(check?.init.body))).toEqual({
      captchaType: 'blockPuzzle',
      token: 'cap-1',
      pointJson: JSON.stringify({ x: 21, y: 40 }),
    });
    const grant = calls.find((c) => c.url.includes('oauth/token'));
    const form = new URLSearchParams(String(grant?.init.body));
    expect(form.get('grant_type')).toBe('password');
    expect(form.get('password')).toBe(md5('Demo@2026'));
    expect(form.get('captchaVerification')).toBe('verified-1');
    expect((grant?.init.headers as Record<string, string>)['Tenant-Id']).toBe('200001');
    expect(store.getState().app.userInfo).toMatchObject({
      userId: '1000000000000000003',
      realName: '李娜',
      tenantId: '200001',
    });
    expect(store.getState().app.showLogInDialog).toBe(false);
    expect(localStorage.getItem('platform-tenantId')).toBe('200001');
  });

  it('stores nothing when the grant answers with error_description', async () => {
    const { fetchMock } = api({
      status: 400,
      body: {
        code: 400,
        msg: '账号或密码错误',
        data: null,
        error_code: 400,
        error_description: '账号或密码错误',
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderWithApp(<LoginDialog />);
    await userEvent.type(screen.getByLabelText('请输入账号'), 'lina');
    await userEvent.type(screen.getByLabelText('请输入密码'), 'bad');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    const handle = await screen.findByRole('slider');
    handle.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
    expect(store.getState().app.token).toBe('');
    expect(localStorage.getItem('platform-userInfo')).toBeNull();
  });

  it('shows the three phone messages verbatim', async () => {
    vi.stubGlobal('fetch', api().fetchMock);
    renderWithApp(<LoginDialog />);
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    const send = screen.getByRole('button', { name: '获取验证码' });
    await userEvent.click(send);
    expect(await screen.findByText('手机号码不能为空')).toBeInTheDocument();
    const phone = screen.getByLabelText('请输入手机号码');
    await userEvent.type(phone, '1380000');
    await userEvent.click(send);
    expect(await screen.findByText('手机号码长度不为11位')).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, '12800000000');
    await userEvent.click(send);
    expect(await screen.findByText('手机号码格式不正确')).toBeInTheDocument();
  });

  it('sends the SMS code with a 60 s countdown and logs in with phone, codeId and code', async () => {
    const { fetchMock, calls } = api();
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderWithApp(<LoginDialog />);
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    const form = screen.getByRole('form', { name: '验证码登录' });
    await userEvent.type(within(form).getByLabelText('请输入手机号码'), '13800000002');
    await userEvent.click(within(form).getByRole('button', { name: '登录' }));
    expect(await within(form).findByText('请先获取验证码')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: '获取验证码' }));
    const countdown = await within(form).findByRole('button', { name: '60s后重新获取' });
    expect(countdown).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: '登录' }));
    expect(await within(form).findByText('请输入验证码')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('请输入验证码'), '123456');
    await userEvent.click(within(form).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(store.getState().app.token).toBe('jwt-access'));
    const grant = new URLSearchParams(String(calls.find((c) => c.url.includes('oauth/token'))?.init.body));
    expect(Object.fromEntries(grant)).toMatchObject({
      grant_type: 'sms',
      sms_phone: '13800000002',
      sms_id: 'sms-1',
      sms_value: '123456',
    });
  });

  it('signs in by QR: shows the code, polls with the key, shows the scanner, redeems once confirmed', async () => {
    const ticket = 'T'.repeat(43);
    const key = 'K'.repeat(43);
    const statuses = [
      { status: 'waiting', expiresIn: 118, scanner: null },
      { status: 'scanned', expiresIn: 116, scanner: { name: '李娜', avatar: '' } },
      { status: 'confirmed', expiresIn: 60, scanner: { name: '李娜', avatar: '' } },
    ];
    const keys: unknown[] = [];
    const grants: string[] = [];
    const { fetchMock } = stubApi({
      ...Object.fromEntries([
        [
          '/api/platform-system/org/orgInfo',
          { body: { code: 666666, msg: '', data: { isFirst: 0, type: 2 } } },
        ],
      ]),
      '/api/platform-system/qrCode/getLoginQrCode': {
        body: { code: 666666, msg: '', data: { ticket, key, expiresIn: 120 } },
      },
      '/api/platform-system/qrCode/getLoginQrCodeStatus': (init) => {
        keys.push(new Headers(init.headers).get('x-qr-key'));
        return { body: { code: 666666, msg: '', data: statuses.shift() ?? statuses.at(-1) } };
      },
      '/api/platform-auth/oauth/token': (init) => {
        grants.push(String(init.body));
        return { body: token };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { store } = renderWithApp(<LoginDialog />, { showLogInDialog: true });
    await userEvent.click(screen.getByRole('tab', { name: '扫码登录' }));
    expect(await screen.findByRole('img', { name: '扫码登录二维码' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS * 2));
    await screen.findByText('李娜，请在手机上确认登录');
    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS));
    await waitFor(() => expect(store.getState().app.token).toBe('jwt-access'));
    expect(keys.every((k) => k === key)).toBe(true);
    expect(grants).toHaveLength(1);
    expect(new URLSearchParams(grants[0])).toMatchObject(
      new URLSearchParams({ grant_type: 'qr_code', qr_ticket: ticket, qr_key: key, scope: 'all' }),
    );
    expect(store.getState().app.showLogInDialog).toBe(false);
  });

  it('shows the expired mask when the phone cancels, and a click asks for a new code', async () => {
    let issued = 0;
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/platform-system/qrCode/getLoginQrCode': () => {
          issued += 1;
          return {
            body: {
              code: 666666,
              msg: '',
              data: { ticket: 'T'.repeat(43), key: 'K'.repeat(43), expiresIn: 120 },
            },
          };
        },
        '/api/platform-system/qrCode/getLoginQrCodeStatus': {
          body: { code: 666666, msg: '', data: { status: 'cancelled', expiresIn: 0, scanner: null } },
        },
      }).fetchMock,
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderWithApp(<LoginDialog />, { showLogInDialog: true });
    await userEvent.click(screen.getByRole('tab', { name: '扫码登录' }));
    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS));
    const mask = await screen.findByRole('button', { name: /二维码已失效/ });
    expect(issued).toBe(1);
    await userEvent.click(mask);
    await waitFor(() => expect(issued).toBe(2));
  });
});
