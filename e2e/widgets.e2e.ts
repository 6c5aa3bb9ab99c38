import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freePort, passwordLogin, useJourney } from './helpers';
import { signIn } from './helpers/enterprise';
import { PARTNER_SECRET, mintWidgetToken, shadowText, ssoEntry, startPartnerSite } from './helpers/widget';

// A partner site on another origin (127.0.0.1:<port>, listed for the default customer) and a
// stranger's (not listed) embed the three widgets with one script tag each.
const partnerPort = await freePort();
const strangerPort = await freePort();
const PARTNER = `http://127.0.0.1:${partnerPort}`;
const journey = useJourney({ WIDGET_PARTNER_ORIGINS: PARTNER, WIDGET_PARTNER_SECRET: PARTNER_SECRET });

const HOST_CSS = `* { color: red !important; font-size: 40px; font-family: serif !important } button { background: lime !important }`;
const PROBE = `<p class="probe">host paragraph</p>`;

let ids = { vcardId: '', companyId: '' };
/** The address the partner's backend got from qmf/sso/call for its user (set by the SSO journey). */
let ssoLink = '';
let sites: Array<{ close(): Promise<void> }> = [];

/** A partner page; `ownUsers` pages answer pf-login-required with a token their backend minted. */
function page(platform: string, body: string, css = true, ownUsers = true): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>partner</title>
  ${css ? `<style>${HOST_CSS}</style>` : ''}
  <script>
    window.pfEvents = [];
    for (const type of ['pf-ready','pf-follow','pf-login-required','pf-message','pf-unread','pf-error'])
      document.addEventListener(type, (e) => window.pfEvents.push({ type, tag: e.target.localName, detail: e.detail }));
    ${
      ownUsers
        ? `document.addEventListener('pf-login-required', async (e) => {
      e.preventDefault();
      const token = await window.partnerToken();
      document.querySelector('pf-business-card').token = token;
    });`
        : ''
    }
  </script>
  <script src="${platform}/widgets/loader.js" async></script>
  <script src="${platform}/widgets/loader.js" async></script></head>
  <body>${PROBE}${body}</body></html>`;
}

beforeAll(async () => {
  const platform = journey.server.url;
  const demo = await (await fetch(`${platform}/widgets/demo.html`)).text();
  ids = {
    vcardId: /vcard-id="(\d+)"/.exec(demo)?.[1] ?? '',
    companyId: /company-id="([^"]+)"/.exec(demo)?.[1] ?? '',
  };
  const all = () =>
    page(
      platform,
      `<pf-business-card vcard-id="${ids.vcardId}"></pf-business-card>
       <pf-enterprise-card company-id="${ids.companyId}" locale="en" theme="common"></pf-enterprise-card>
       <pf-business-card id="bad" vcard-id="&lt;b&gt;x&lt;/b&gt;"></pf-business-card>
       <pf-chat-bubble></pf-chat-bubble>`,
    );
  sites = [
    await startPartnerSite(partnerPort, {
      '/all': all,
      '/plain': () => page(platform, '', false),
      '/probe': () => page(platform, `<pf-business-card vcard-id="${ids.vcardId}"></pf-business-card>`),
      '/probe-without': () => page(platform, ''),
      // The partner's own page links its signed-in user into the platform (single sign-on).
      '/sso': () =>
        `<!doctype html><html><head><meta charset="utf-8"><title>partner</title></head>
         <body><a id="enter" href="${ssoLink.replace(/&/g, '&amp;')}">进入产业链平台</a></body></html>`,
      '/popup': () =>
        page(
          platform,
          `<pf-enterprise-card company-id="${ids.companyId}"></pf-enterprise-card>`,
          false,
          false,
        ),
    }),
    await startPartnerSite(strangerPort, { '/all': all }),
  ];
});
afterAll(async () => {
  await Promise.all(sites.map((s) => s.close()));
});

async function visit(origin: string, path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await journey.browser.newContext();
  const p = await context.newPage();
  const errors: string[] = [];
  p.on('pageerror', (e) => errors.push(e.message));
  await p.exposeFunction('partnerToken', () => mintWidgetToken(journey.server.url, PARTNER, '13800000001'));
  await p.goto(`${origin}${path}`);
  return { page: p, errors };
}

const events = (p: Page) =>
  p.evaluate(
    () => (window as unknown as { pfEvents: Array<{ type: string; tag: string; detail: unknown }> }).pfEvents,
  );

describe('widgets on a partner page of another origin', () => {
  it('render the demo card masked and the enterprise card, untouched by the host CSS, and answer actions', async () => {
    const { page: p, errors } = await visit(PARTNER, '/all');
    await expect.poll(() => shadowText(p, 'pf-business-card'), { timeout: 20_000 }).toContain('李娜');
    const html = await p.evaluate(() => document.querySelector('pf-business-card')!.shadowRoot!.innerHTML);
    expect(html).not.toContain('13800000002'); // masked by the server: 138****0002
    expect(html).toContain('138****0002');
    await expect.poll(() => shadowText(p, 'pf-enterprise-card'), { timeout: 20_000 }).toMatch(/Follow|关注/);
    // Markup in an attribute is an id that does not exist, shown as such.
    await expect.poll(() => shadowText(p, '#bad')).toBe('未找到该名片');

    // Host CSS does not reach in.
    const style = await p.evaluate(() => {
      const root = document.querySelector('pf-business-card')!.shadowRoot!;
      const button = root.querySelector('button')!;
      const s = getComputedStyle(button);
      return { color: s.color, background: s.backgroundColor, fontSize: s.fontSize };
    });
    expect(style.color).not.toBe('rgb(255, 0, 0)');
    expect(style.background).not.toBe('rgb(0, 255, 0)');
    expect(style.fontSize).not.toBe('40px');

    // Follow needs a user: the partner answers pf-login-required with its own token.
    const card = p.locator('pf-business-card').first();
    await card.getByRole('button', { name: '关注', exact: true }).click();
    await card.getByRole('button', { name: '已关注' }).waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => (await events(p)).filter((e) => e.type === 'pf-follow').map((e) => e.detail), {
        timeout: 20_000,
      })
      .toEqual([{ vcardId: ids.vcardId, userId: '1000000000000000003', followed: true }]);
    expect((await events(p)).some((e) => e.type === 'pf-login-required')).toBe(true);
    expect(errors).toEqual([]);
    await p.context().close();
  });

  it("adds nothing to the host page's styles", async () => {
    const probe = (p: Page) =>
      p.evaluate(() => {
        const s = getComputedStyle(document.querySelector('.probe')!);
        return [s.color, s.fontSize, s.fontFamily, document.styleSheets.length].join('|');
      });
    const without = await visit(PARTNER, '/probe-without');
    const before = await probe(without.page);
    await without.page.context().close();
    const withCard = await visit(PARTNER, '/probe');
    await expect
      .poll(() => shadowText(withCard.page, 'pf-business-card'), { timeout: 20_000 })
      .toContain('李娜');
    expect(await probe(withCard.page)).toBe(before);
    await withCard.page.context().close();
  });

  it('refuses an origin that is not a partner: a notice in the element and pf-error, no exception', async () => {
    const { page: p, errors } = await visit(`http://127.0.0.1:${strangerPort}`, '/all');
    await expect
      .poll(() => shadowText(p, 'pf-business-card'), { timeout: 20_000 })
      .toBe('该网站未获授权嵌入本平台组件');
    expect((await events(p)).some((e) => e.type === 'pf-error' && e.tag === 'pf-business-card')).toBe(true);
    expect(errors).toEqual([]);
    await p.context().close();
  });

  it('signs a visitor in through the platform login popup and resumes the follow', async () => {
    const { page: p, errors } = await visit(PARTNER, '/popup');
    const card = p.locator('pf-enterprise-card');
    const follow = card.getByRole('button', { name: /^关注/ });
    await follow.waitFor({ timeout: 20_000 });
    const [popup] = await Promise.all([p.waitForEvent('popup'), follow.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/widget-login');
    expect(new URL(popup.url()).searchParams.get('origin')).toBe(PARTNER);
    // A login-only route opens the login dialog by itself: wait for it rather than race it to the
    // 登录/注册 button it then covers.
    await popup.getByRole('dialog', { name: '欢迎登录' }).waitFor({ timeout: 15_000 });
    await passwordLogin(popup, journey.server.url, 'lina', undefined, { openDialog: false });
    await popup.waitForEvent('close', { timeout: 20_000 });
    await card.getByRole('button', { name: /^已关注/ }).waitFor({ timeout: 20_000 });
    expect((await events(p)).filter((e) => e.type === 'pf-follow').map((e) => e.detail)).toEqual([
      { companyId: ids.companyId, followed: true },
    ]);
    // The token stays in the tab for the other widgets, and is bound to this partner's origin.
    const stored = await p.evaluate(() =>
      Object.keys(sessionStorage).filter((k) => k.startsWith('pf-widget')),
    );
    expect(stored).toHaveLength(1);
    expect(errors).toEqual([]);
    await p.context().close();
  });

  it('the chat bubble receives a live message from a portal user', async () => {
    const { page: p, errors } = await visit(PARTNER, '/all');
    await p.evaluate(async () => {
      const token = await (window as unknown as { partnerToken(): Promise<string> }).partnerToken();
      document.querySelector('pf-chat-bubble')!.setAttribute('token', token);
    });
    const bubble = p.locator('pf-chat-bubble').getByRole('button', { name: /打开在线沟通/ });
    await bubble.click();
    const panel = p.locator('pf-chat-bubble').getByRole('dialog', { name: '在线沟通' });
    await panel.getByRole('listbox').waitFor({ timeout: 20_000 });

    // 李娜 writes from the portal; zhangwei (the partner's user) sees it in the bubble's panel.
    const lina = await signIn(journey.server, journey.browser, 'lina');
    const send = (text: string) =>
      lina.evaluate(async (body) => {
        const token = decodeURIComponent(/platform-access-token=([^;]+)/.exec(document.cookie)?.[1] ?? '');
        const res = await fetch('/api/platform-im/message/send', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            clientMsgId: `e2e-${Math.random().toString(36).slice(2)}`,
            to: { type: 'C2C', userId: '1000000000000000002' },
            type: 'text',
            payload: { text: body },
          }),
        });
        return res.status;
      }, text);
    expect(await send('合作伙伴页面的消息')).toBe(200);
    await panel.getByRole('option', { name: /李娜/ }).click();
    await panel.getByRole('log').getByText('合作伙伴页面的消息').waitFor({ timeout: 20_000 });
    expect(await send('实时送达')).toBe(200);
    await panel.getByRole('log').getByText('实时送达').waitFor({ timeout: 20_000 });
    await p.keyboard.press('Escape');
    await expect.poll(() => panel.isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await Promise.all([p.context().close(), lina.context().close()]);
  });

  it("signs a partner's user in from the partner's page (single sign-on, ssoType 4) once", async () => {
    ssoLink = await ssoEntry(journey.server.url, {
      phone: '13800000003',
      ssoType: '4',
      path: '/control/collections',
    });
    const context = await journey.browser.newContext();
    const p = await context.newPage();
    await p.goto(`${PARTNER}/sso`);
    await p.getByRole('link', { name: '进入产业链平台' }).click();
    await p.waitForURL('**/control/collections', { timeout: 20_000 });
    // Signed in as 王芳 (the phone's account); ssoType 4 hides the user block.
    await expect
      .poll(() => p.evaluate(() => JSON.parse(localStorage.getItem('platform-userInfo') ?? '{}').account))
      .toBe('wangfang');
    expect(await p.getByTestId('user-menu-trigger').count()).toBe(0);
    expect(p.url()).not.toContain('token=');
    // The same link again (a copy, a replay): refused, nobody signed in.
    const replay = await journey.browser.newContext();
    const q = await replay.newPage();
    await q.goto(ssoLink);
    await q.getByText('单点登录凭证已使用过').waitFor({ timeout: 15_000 });
    expect(await q.evaluate(() => localStorage.getItem('platform-userInfo'))).toBeNull();
    await Promise.all([context.close(), replay.close()]);
  });
});
