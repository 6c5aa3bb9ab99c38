import { describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';

/** A real 2×2 PNG (the upload service checks content and re-encodes images). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

/** The new customer's own host name, resolved to the journey's server by the second browser. */
const DOMAIN = 'brand-journey.test';

// One built server with the demo data: admin (13800000000) is the platform operator.
const journey = useJourney({ DEMO_COMPANIES: '300' });

describe('operator customers', () => {
  it('the operator creates a customer for a new domain; a page on that domain shows its name, logo and theme at once', async () => {
    const page = await signIn(journey.server, journey.browser, 'admin');
    await page.goto(`${journey.server.url}/operator/index`);
    await page.getByTestId('operator-sections').getByRole('link', { name: /客户/ }).click();
    await page.waitForURL('**/operator/customers');
    await page.getByTestId('customer-20000001').waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('customer-create').click();
    await page.waitForURL('**/operator/customerEdit');

    await page.getByLabel('客户编码').fill('30000077');
    await page.getByLabel('域名').fill(DOMAIN);
    await page.getByLabel('平台名称').fill('海岳产业云');
    await page.getByLabel('公司名称').fill('青岛海岳数据有限公司');
    await page.getByLabel('备案号').fill('鲁ICP备2026000077号-1');
    await page
      .getByTestId('customer-logo')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('customer-logo').getByRole('img', { name: 'Logo' }).waitFor({ timeout: 15_000 });
    await page.getByRole('radio', { name: '通用（白色顶栏）' }).check();
    await page.getByTestId('customer-brand-color').fill('#AA3300');
    // The live preview follows before anything is saved.
    const preview = page.getByTestId('customer-preview');
    await expect.poll(() => preview.getAttribute('data-brand-color')).toBe('#aa3300');
    await expect.poll(() => preview.getAttribute('data-theme')).toBe('common');
    await expect.poll(() => preview.getByTestId('footer').innerText()).toContain('鲁ICP备2026000077号-1');
    await expectNoSeriousA11yViolations(page);

    await page.getByTestId('customer-save').click();
    await page.getByText('客户已创建').waitFor({ timeout: 15_000 });
    await page.waitForURL('**/operator/customerEdit?code=30000077');
    await page.getByTestId('customer-history').getByText('创建了客户').waitFor({ timeout: 15_000 });
    await page.context().close();

    // A visitor on the new domain: the same server, reached by the customer's own host name.
    const port = new URL(journey.server.url).port;
    const visitor = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--force-prefers-reduced-motion',
        `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`,
      ],
    });
    try {
      const site = await visitor.newPage();
      await site.goto(`http://${DOMAIN}:${port}/`);
      await expect.poll(() => site.title(), { timeout: 15_000 }).toContain('海岳产业云');
      await expect
        .poll(
          () => site.locator('[data-testid="top-bar"] img[src*="/api/platform-resource/file/"]').count(),
          {
            timeout: 15_000,
          },
        )
        .toBe(1);
      await expect
        .poll(() =>
          site.evaluate(() =>
            getComputedStyle(document.documentElement)
              .getPropertyValue('--pf-brand-500')
              .trim()
              .toLowerCase(),
          ),
        )
        .toBe('#aa3300');
      // Theme common: the top bar is white, not the brand colour.
      await expect
        .poll(() => site.getByTestId('top-bar').evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe('rgb(255, 255, 255)');
      await expect.poll(() => site.getByTestId('footer').innerText()).toContain('鲁ICP备2026000077号-1');
    } finally {
      await visitor.close();
    }
  });
});
