import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import QrConfirmPage from './QrConfirmPage';

const TICKET = 'T'.repeat(43);
const view = (status: string) => okReply({ status, expiresIn: 100, platformName: '产业链数智云平台' });

beforeEach(() => changeLanguage('zh'));
afterEach(() => {
  vi.unstubAllGlobals();
  return changeLanguage('zh');
});

describe('QrConfirmPage', () => {
  it('scans the ticket, names the platform, and confirms it', async () => {
    const { fetchMock, calls } = stubApi({
      '/api/platform-system/qrCode/scan': view('scanned'),
      '/api/platform-system/qrCode/confirm': view('confirmed'),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<QrConfirmPage />, signedInSession, `/m/qrLogin?ticket=${TICKET}`);
    expect(await screen.findByText('产业链数智云平台 网页版申请使用你的账号登录')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确认登录' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已确认登录，请在电脑上继续');
    const confirm = calls.find((c) => c.url.endsWith('/qrCode/confirm'));
    expect(JSON.parse(String(confirm?.init.body))).toEqual({ ticket: TICKET });
  });

  it('cancels, in English', async () => {
    await changeLanguage('en');
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/platform-system/qrCode/scan': view('scanned'),
        '/api/platform-system/qrCode/cancel': view('cancelled'),
      }).fetchMock,
    );
    renderWithApp(<QrConfirmPage />, signedInSession, `/m/qrLogin?ticket=${TICKET}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sign-in cancelled');
  });

  it("shows the server's refusal and offers nothing to press", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/platform-system/qrCode/scan': {
          status: 403,
          body: { code: 403, msg: '该二维码已被其他账号扫描', data: null },
        },
      }).fetchMock,
    );
    renderWithApp(<QrConfirmPage />, signedInSession, `/m/qrLogin?ticket=${TICKET}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('该二维码已被其他账号扫描');
    expect(screen.queryByRole('button', { name: '确认登录' })).toBeNull();
  });
});
