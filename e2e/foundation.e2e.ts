import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';

const journey = useJourney();

describe('white-label branding from the customer configuration', () => {
  it("titles the portal with the default customer's platform name", async () => {
    const page = await journey.browser.newPage();
    await page.goto(journey.server.url);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toContain('产业链数智云平台');
    await expect
      .poll(() => page.locator('img[src*="/brand/10000000/logo"]').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.close();
  });

  it("shows the second customer's own name and logo on its host name", async () => {
    const page = await journey.browser.newPage();
    await page.goto(journey.server.whiteLabelUrl);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toContain('星河产业大脑');
    await expect
      .poll(() => page.locator('img[src*="/brand/20000001/logo"]').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    const favicon = await page.locator('link[rel~="icon"]').first().getAttribute('href');
    expect(favicon).toContain('/brand/20000001/');
    await page.close();
  });

  it('serves unknown API paths as a 404 envelope and health on the same port', async () => {
    const res = await fetch(`${journey.server.url}/api/platform-system/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404, data: null });
    expect(await (await fetch(`${journey.server.url}/healthz`)).json()).toMatchObject({
      status: 'ok',
      database: 'pglite',
    });
  });
});
