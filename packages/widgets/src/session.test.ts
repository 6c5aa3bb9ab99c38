import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LoginCancelledError,
  TOKEN_MESSAGE,
  adoptToken,
  currentSession,
  loginUrl,
  requireSession,
  setSession,
  type WidgetSession,
} from './session';

const PLATFORM = 'https://platform.example.com';
const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const jwt = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.signature`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

afterEach(() => {
  setSession(PLATFORM, null);
  vi.restoreAllMocks();
});

describe('the page-wide widget session', () => {
  it('adopts a token the partner minted, readable by every widget, and signs out on an empty one', () => {
    expect(adoptToken(PLATFORM, jwt({ sub: '1000000000000000002', exp: inAnHour() }))).toBe(true);
    expect(currentSession(PLATFORM)?.userId).toBe('1000000000000000002');
    expect(adoptToken(PLATFORM, '')).toBe(true);
    expect(currentSession(PLATFORM)).toBeNull();
  });

  it('refuses what is not a token and forgets an expired one', () => {
    expect(adoptToken(PLATFORM, '<img src=x onerror=alert(1)>')).toBe(false);
    expect(adoptToken(PLATFORM, jwt({ exp: inAnHour() }))).toBe(false);
    expect(currentSession(PLATFORM)).toBeNull();
    adoptToken(PLATFORM, jwt({ sub: '1', exp: Math.floor(Date.now() / 1000) - 1 }));
    expect(currentSession(PLATFORM)).toBeNull();
  });

  it('is shared with another copy of the module (the loader and each chunk bundle their own)', async () => {
    adoptToken(PLATFORM, jwt({ sub: '7', exp: inAnHour() }));
    vi.resetModules();
    const other = await import('./session');
    expect(other.currentSession(PLATFORM)?.userId).toBe('7');
  });
});

describe('asking for a user', () => {
  it('lets a partner with its own users answer pf-login-required with a token', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const open = vi.spyOn(window, 'open');
    const seen: unknown[] = [];
    document.addEventListener(
      'pf-login-required',
      (event) => {
        seen.push((event as CustomEvent).detail);
        event.preventDefault();
        setTimeout(() => adoptToken(PLATFORM, jwt({ sub: '9', exp: inAnHour() })), 10);
      },
      { once: true },
    );
    const session = await requireSession({ host, apiBase: PLATFORM, action: 'follow' });
    expect(session.userId).toBe('9');
    expect(seen).toEqual([{ action: 'follow' }]);
    expect(open).not.toHaveBeenCalled();
    host.remove();
  });

  it('takes a token the partner sets inside its pf-login-required listener', async () => {
    const host = document.createElement('div');
    host.addEventListener(
      'pf-login-required',
      (event) => {
        event.preventDefault();
        adoptToken(PLATFORM, jwt({ sub: '10', exp: inAnHour() }));
      },
      { once: true },
    );
    const session = await requireSession({ host, apiBase: PLATFORM, action: 'save' });
    expect(session.userId).toBe('10');
  });

  it('otherwise opens the platform login and takes the token only from that popup on the platform origin', async () => {
    const popup = { closed: false } as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const host = document.createElement('div');
    const asked = requireSession({
      host,
      apiBase: PLATFORM,
      action: 'chat',
      customer: 'xinghe',
      locale: 'en',
    });
    const session: WidgetSession = { token: 'a.b.c', userId: '3', expiresAt: Date.now() + 600_000 };
    const post = (origin: string, source: unknown) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          origin,
          source: source as Window,
          data: { type: TOKEN_MESSAGE, session },
        }),
      );
    post('https://evil.example', popup);
    post(PLATFORM, window);
    expect(currentSession(PLATFORM)).toBeNull();
    post(PLATFORM, popup);
    await expect(asked).resolves.toEqual(session);
    expect(window.open).toHaveBeenCalledWith(
      loginUrl({ apiBase: PLATFORM, customer: 'xinghe', locale: 'en' }),
      'pf-widget-login',
      expect.any(String),
    );
    expect(loginUrl({ apiBase: PLATFORM })).toBe(
      `${PLATFORM}/widget-login?origin=${encodeURIComponent(location.origin)}`,
    );
  });

  it('rejects when the popup is blocked or closed', async () => {
    const host = document.createElement('div');
    vi.spyOn(window, 'open').mockReturnValueOnce(null);
    await expect(requireSession({ host, apiBase: PLATFORM, action: 'save' })).rejects.toBeInstanceOf(
      LoginCancelledError,
    );
    vi.useFakeTimers();
    const popup = { closed: false } as { closed: boolean };
    vi.spyOn(window, 'open').mockReturnValueOnce(popup as Window);
    const asked = requireSession({ host, apiBase: PLATFORM, action: 'save' });
    popup.closed = true;
    vi.advanceTimersByTime(600);
    await expect(asked).rejects.toMatchObject({ reason: 'closed' });
    vi.useRealTimers();
  });
});
