import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';

const journey = useJourney();

describe('portal shell for visitors', () => {
  it('opens the login dialog when a visitor opens a login-required route', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/im/index`);
    const dialog = page.getByRole('dialog', { name: '欢迎登录' });
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.getByRole('tab', { name: '密码登录' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).not.toBe('/im/index');
    await page.close();
  });

  it('lets a visitor search companies on the landing page and asks for login for the rest', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/`);
    // The demo's 2,000 companies, or the database's estimate of them (then marked 约).
    await expect
      .poll(() => page.getByTestId('home-company-count').innerText(), { timeout: 15_000 })
      .toMatch(/^(约 )?\d{1,3}(,\d{3})*$/);
    await page.getByRole('textbox', { name: '搜索企业' }).fill('科技');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    const results = page.getByTestId('home-results');
    await results.waitFor({ timeout: 15_000 });
    expect(await results.getByRole('listitem').count()).toBe(5);
    expect(await results.innerText()).toContain('科技');
    await page.getByRole('button', { name: '登录查看全部' }).click();
    await page.getByRole('dialog', { name: '欢迎登录' }).waitFor();
    await page.close();
  });

  it("shows a visitor the platform's counts and chain catalogue on the landing page, at 1280 and 375 px", async () => {
    for (const width of [1280, 375]) {
      const page = await journey.browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${journey.server.url}/`);
      const facts = page.getByRole('region', { name: '数据规模' });
      await facts.getByTestId('home-chain-count').waitFor({ timeout: 15_000 });
      expect(await facts.getByTestId('home-chain-count').innerText()).toMatch(/^[1-9]\d*$/);
      expect(await facts.getByTestId('home-card-count').innerText()).toMatch(/^[1-9]\d{0,2}(,\d{3})*$/);
      expect(await facts.innerText()).toContain('电子名片');
      const chains = page.getByRole('region', { name: '产业链图谱' });
      const links = chains.getByTestId('home-chains').getByRole('link');
      expect(await links.count()).toBeGreaterThan(0);
      expect(await links.first().innerText()).toMatch(/\d+ 个环节 · [\d,]+ 家企业/);
      // Nothing of the landing page (the top bar, the hero and its sections) is wider than the
      // window; the page itself does not scroll sideways.
      const past = await page.evaluate((w) => {
        const hero = document.querySelector('[data-testid="home-title"]')?.parentElement;
        const bar = document.querySelector('[data-testid="top-bar"]');
        const roots = [bar, hero, ...document.querySelectorAll('section[aria-labelledby^="home-"]')];
        if (document.documentElement.scrollWidth > w)
          return [`page ${document.documentElement.scrollWidth} px`];
        return roots
          .flatMap((root) => (root ? [root, ...root.querySelectorAll('*')] : []))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            // What a row that clips or scrolls sideways holds may lie past it (the row itself is
            // checked), and what is hidden takes no room a user sees.
            let up = el.parentElement;
            while (up && getComputedStyle(up).overflowX === 'visible') up = up.parentElement;
            const hidden = getComputedStyle(el).visibility === 'hidden';
            return r.width > 0 && !up && !hidden && (r.right > w + 0.5 || r.left < -0.5);
          })
          .map((el) => el.textContent?.slice(0, 40));
      }, width);
      expect(past).toEqual([]);
      if (width === 375) {
        // The keyboard reaches a chain, and it opens the chain's map.
        await links.first().focus();
        await page.keyboard.press('Enter');
        await page.waitForURL('**/graph/index?induchainid=*', { timeout: 15_000 });
      }
      await page.close();
    }
  });

  it('sends unknown paths to /404 and old hash links to their path', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/no/such/page`);
    await page.waitForURL('**/404', { timeout: 15_000 });
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
    await page.goto(`${journey.server.url}/#/entInfo/index?companyid=42`);
    await page.waitForURL('**/entInfo/index?companyid=42', { timeout: 15_000 });
    await expect.poll(() => page.title()).toContain('企业详情');
    await page.close();
  });

  it('switches the copy to English and remembers it', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/agreement/user`);
    await page.getByRole('heading', { name: '用户协议' }).waitFor({ timeout: 15_000 });
    await page.getByTestId('language-switch').click();
    await page.getByRole('heading', { name: 'User agreement' }).waitFor();
    expect(await page.getByText('Log in / Sign up').isVisible()).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'User agreement' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.title()).toContain('User agreement');
    await page.close();
  });

  it('keeps every English top-menu entry whole at 1280 px: what does not fit moves into More', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${journey.server.url}/home/discover`);
    const menu = page.getByRole('navigation', { name: 'main' });
    await menu.getByRole('link', { name: '发现' }).waitFor({ timeout: 15_000 });
    const zhNames = await menu.locator('[aria-hidden="true"] > span').allInnerTexts();
    await page.getByTestId('language-switch').click();
    await menu.getByRole('link', { name: 'Discover' }).waitFor();
    // Every entry shown ends inside the bar and draws its whole label.
    const clipped = () =>
      menu.evaluate((nav) => {
        const bar = nav.getBoundingClientRect();
        return [...nav.querySelectorAll<HTMLElement>(':scope > a, :scope > div > a, :scope > div > button')]
          .filter((el) => el.offsetParent !== null)
          .filter(
            (el) => el.getBoundingClientRect().right > bar.right + 0.5 || el.scrollWidth > el.clientWidth,
          )
          .map((el) => el.textContent);
      });
    await expect.poll(clipped).toEqual([]);
    // The right-hand bar's entries fit its width in English too.
    const railClipped = await page
      .getByTestId('right-side-bar')
      .evaluate((rail) =>
        [...rail.querySelectorAll<HTMLElement>('button')]
          .filter((b) => b.scrollWidth > b.clientWidth || b.scrollHeight > b.clientHeight)
          .map((b) => b.textContent),
      );
    expect(railClipped).toEqual([]);
    const shown = await menu.getByRole('link').allInnerTexts();
    const more = menu.getByRole('button', { name: /^More/ });
    const moved = (await more.count())
      ? (await more.click(), await menu.getByRole('list').getByRole('link').allInnerTexts())
      : [];
    // Nothing is lost: the entries shown and those under More are the menu, in its order.
    expect([...shown, ...moved]).toHaveLength(zhNames.length - 1);
    expect([...shown, ...moved].join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
    if (moved.length) {
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.getByRole('list').isVisible()).toBe(false);
    }
    await page.getByTestId('language-switch').click();
    await page.close();
  });

  it('shows the white-label customer its own menu, footer and title', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.whiteLabelUrl}/`);
    // indexFlag 2 sends the root to /home/discover.
    await page.waitForURL('**/home/discover', { timeout: 15_000 });
    await expect.poll(() => page.title()).toBe('发现-星河产业大脑');
    const menu = page.getByRole('navigation', { name: 'main' });
    await expect
      .poll(async () => (await menu.getByRole('link').allInnerTexts()).join('|'))
      .toBe('发现|精准招商|产业服务');
    const footer = page.getByTestId('footer');
    expect(await footer.innerText()).toContain('苏ICP备2026000002号-1');
    expect(await footer.innerText()).not.toContain('合作伙伴');
    expect(await page.getByText('APP下载').count()).toBe(0);
    expect(await page.getByTestId('right-side-bar').evaluate((el) => el.getBoundingClientRect().height)).toBe(
      109,
    );

    const home = await journey.browser.newPage();
    await home.goto(`${journey.server.url}/`);
    await expect.poll(() => home.title(), { timeout: 15_000 }).toBe('首页-产业链数智云平台');
    expect(await home.getByTestId('footer').innerText()).toContain('合作伙伴');
    expect(await home.getByTestId('right-side-bar').evaluate((el) => el.getBoundingClientRect().height)).toBe(
      226,
    );
    await page.close();
    await home.close();
  });

  it('opens the login dialog 2 s after a failed login check with open_login=1', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/trends/index?open_login=1`);
    await page.getByRole('heading', { name: '资讯' }).waitFor({ timeout: 15_000 });
    const shownAt = Date.now();
    await page.getByRole('dialog', { name: '欢迎登录' }).waitFor({ timeout: 15_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(500);
    await page.close();
  });
});
