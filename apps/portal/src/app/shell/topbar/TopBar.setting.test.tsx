import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { AppState } from '../../../shared/session/appSlice';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../../test/renderWithApp';
import { customerDetailReply } from '../../../test/customerDetail';
import { TopBar } from './TopBar';
import { lettersPath } from './LettersEntry';
import { useUserSetting } from '../useUserSetting';

const SECTION_META = { title: 'business.home', flag: 'business', isAuth: true } as const;

/** The top bar as the shell mounts it: with the hook that reads user/setting into app state. */
function BarWithSetting() {
  useUserSetting();
  return <TopBar />;
}

function setup(setting: { letterVisible: boolean; imVisible: boolean } | null) {
  const api = stubApi({
    '/api/platform-system/lingxi/customer/detail': customerDetailReply(),
    '/api/platform-system/user/setting': setting ? okReply(setting) : { status: 500, body: {} },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

const render = (app: Partial<AppState> = signedInSession) =>
  renderWithApp(<BarWithSetting />, app, '/business/index', { route: '/business/index', meta: SECTION_META });

afterEach(() => vi.unstubAllGlobals());

describe('top bar entries by user/setting', () => {
  it('shows the letters entry and the chat entry when the server says so', async () => {
    const api = setup({ letterVisible: true, imVisible: true });
    const { store } = render();
    expect(await screen.findByRole('button', { name: '系统消息' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '招商沟通' })).toBeInTheDocument();
    expect(store.getState().app.setting).toEqual({ letterVisible: true, imVisible: true });
    expect(api.calls.some((c) => c.url.includes('/api/platform-system/user/setting'))).toBe(true);
  });

  it('hides both entries when the server turns them off', async () => {
    setup({ letterVisible: false, imVisible: false });
    const { store } = render();
    await waitFor(() => expect(store.getState().app.setting.imVisible).toBe(false));
    expect(screen.queryByRole('link', { name: '招商沟通' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '系统消息' })).not.toBeInTheDocument();
    // The section's other entries stay.
    expect(screen.getByRole('link', { name: '精准招商动态' })).toBeInTheDocument();
  });

  it('hides both for a partner single-phone session (ssoType 4) whatever the server says', async () => {
    setup({ letterVisible: true, imVisible: true });
    const { store } = render({
      ...signedInSession,
      userInfo: { ...signedInSession.userInfo!, ssoType: '4' },
    });
    await waitFor(() =>
      expect(store.getState().app.setting).toEqual({ letterVisible: false, imVisible: false }),
    );
    expect(screen.queryByRole('link', { name: '招商沟通' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '系统消息' })).not.toBeInTheDocument();
  });

  it('asks nothing for a visitor, who keeps the chat entry (it leads to login) and has no letters', async () => {
    const api = setup({ letterVisible: true, imVisible: false });
    render({});
    expect(await screen.findByRole('link', { name: '招商沟通' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '系统消息' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.url.includes('/user/setting'))).toBe(false);
  });

  it("opens the system account's conversation from the letters entry", () => {
    expect(lettersPath('1000000000000000002')).toBe(
      '/im/index?conversationID=C2C_1000000000000000000_1000000000000000002',
    );
    expect(lettersPath('u1')).toBe('/im/index');
  });
});
