import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';

const journey = useJourney();

/** A phone as the card's QR reaches it: iPhone Safari's user agent on a 375 px screen. */
const PHONE = {
  viewport: { width: 375, height: 812 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
  acceptDownloads: true,
};

/** 张伟's demo card (tenant 100001): contact masking on, so a visitor sees 138****0001. */
const CARD = '5000000000000000006';
/** The portal's wait before it sends a phone to the mobile site (startSession MOBILE_REDIRECT_MS). */
const PAST_REDIRECT_MS = 1500;

describe('the phone page of a business card', () => {
  it(
    'shows a visitor the masked card at /m/card, stays there and saves a .vcf',
    { timeout: 90_000 },
    async () => {
      const context = await journey.browser.newContext(PHONE);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(`${journey.server.url}/m/card/${CARD}`);

      await page.getByRole('heading', { level: 1, name: '张伟' }).waitFor({ timeout: 15_000 });
      await page.waitForTimeout(PAST_REDIRECT_MS);
      expect(new URL(page.url()).pathname).toBe(`/m/card/${CARD}`);
      // Bare: no top bar; the masked phone as the server gave it, never the number.
      expect(await page.getByTestId('top-bar').count()).toBe(0);
      const contacts = page.getByLabel('联系方式');
      expect(await contacts.innerText()).toContain('138****0001');
      expect(await page.locator('body').innerText()).not.toContain('13800000001');
      expect(await page.getByRole('link', { name: /拨打电话/ }).count()).toBe(0);
      expect(await page.getByRole('link', { name: '登录后交换名片' }).getAttribute('href')).toBe(
        `/login?path=${encodeURIComponent(`/m/card/${CARD}`)}`,
      );
      // Nothing wider than the 375 px screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '保存到通讯录' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('张伟.vcf');
      const vcf = await readFile((await download.path())!, 'utf8');
      expect(vcf).toContain('BEGIN:VCARD');
      expect(vcf).toContain('FN:张伟');
      expect(vcf).toContain(`URL:${journey.server.url}/m/card/${CARD}`);
      expect(vcf).not.toContain('TEL');
      expect(vcf).not.toContain('13800000001');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('sends a phone that opens the desktop card link to the phone page', { timeout: 60_000 }, async () => {
    const context = await journey.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/businessCard/view?vcardId=${CARD}&cardType=0`);
    await page.waitForURL(`**/m/card/${CARD}`, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: '张伟' }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(PAST_REDIRECT_MS);
    expect(new URL(page.url()).pathname).toBe(`/m/card/${CARD}`);
    await context.close();
  });
});
