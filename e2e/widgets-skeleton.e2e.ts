import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, useJourney } from './helpers';

// A partner page on another origin (http://127.0.0.1:<other port>) embeds the enterprise logo
// widget from the platform (http://localhost:<port>) with one script tag. Built server and widgets:
// `npm run build` first.
const journey = useJourney();

const NAME = '上海示例智能科技有限公司';
const COMPANY_ID = '91310000MA1FL5KX2Q';

// Host CSS that would wreck anything it reached.
const HOST_CSS = `
  * { color: red !important; font-size: 40px; font-family: serif !important; line-height: 3 }
  div { display: none }
  span { background: lime !important; border: 3px solid blue; padding: 7px }
  [role="img"] { width: 500px !important; background: black !important }
`;

const PROBES = `<p class="probe">host paragraph</p><span class="probe-span">host span</span>`;

function page(opts: { css?: boolean; widget?: boolean; loader?: boolean }, platform: string): string {
  const element = `<pf-enterprise-logo name="${NAME}" company-id="${COMPANY_ID}"></pf-enterprise-logo>`;
  const loader = `<script src="${platform}/widgets/loader.js" async></script>`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>partner</title>
    ${opts.css ? `<style>${HOST_CSS}</style>` : ''}
    ${opts.loader ? loader : ''}</head>
    <body>${PROBES}${opts.widget ? element : ''}</body></html>`;
}

let partner: Server;
let partnerUrl = '';

beforeAll(async () => {
  const port = await freePort();
  const platform = () => journey.server.url;
  const pages: Record<string, () => string> = {
    '/with': () => page({ css: true, widget: true, loader: true }, platform()),
    '/without': () => page({ css: true }, platform()),
    '/plain': () => page({ widget: true, loader: true }, platform()),
    '/late': () => page({ css: true, loader: true }, platform()),
  };
  partner = createServer((req, res) => {
    const render = pages[req.url ?? ''];
    if (!render) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(render());
  });
  await new Promise<void>((ok) => partner.listen(port, '127.0.0.1', ok));
  partnerUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise((ok) => partner?.close(ok));
});

interface Visit {
  page: Page;
  requests: string[];
  errors: string[];
}

async function visit(path: string): Promise<Visit> {
  const p = await journey.browser.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  p.on('request', (r) => requests.push(r.url()));
  p.on('pageerror', (e) => errors.push(e.message));
  p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await p.addInitScript(() => {
    const w = window as unknown as { pfErrors: unknown[] };
    w.pfErrors = [];
    document.addEventListener('pf-error', (e) => w.pfErrors.push((e as CustomEvent).detail));
  });
  await p.goto(`${partnerUrl}${path}`);
  return { page: p, requests, errors };
}

/** Waits until the logo is rendered in the shadow root, then reads its computed style. */
async function logoStyle(p: Page) {
  await p.waitForFunction(
    () => document.querySelector('pf-enterprise-logo')?.shadowRoot?.querySelector('[role="img"]') != null,
    undefined,
    { timeout: 20_000 },
  );
  return p.evaluate(() => {
    const host = document.querySelector('pf-enterprise-logo')!;
    const box = host.shadowRoot!.querySelector<HTMLElement>('[role="img"]')!;
    const ch = box.querySelector('span span')!;
    const s = getComputedStyle(box);
    const c = getComputedStyle(ch);
    const rect = box.getBoundingClientRect();
    return {
      text: box.textContent,
      label: box.getAttribute('aria-label'),
      color: s.color,
      background: s.backgroundColor,
      fontSize: s.fontSize,
      fontFamily: s.fontFamily,
      width: Math.round(rect.width),
      height: Math.round(rect.height),
      charBackground: c.backgroundColor,
      charBorder: c.borderTopWidth,
      charPadding: c.paddingTop,
      brandVar: getComputedStyle(host).getPropertyValue('--pf-brand-600').trim(),
    };
  });
}

/** Computed style of the host page's own elements. */
function probeStyle(p: Page) {
  return p.evaluate(() =>
    ['.probe', '.probe-span', 'body'].map((sel) => {
      const s = getComputedStyle(document.querySelector(sel)!);
      return [s.color, s.fontSize, s.fontFamily, s.lineHeight, s.display, s.backgroundColor, s.padding].join(
        '|',
      );
    }),
  );
}

describe('widgets skeleton: <pf-enterprise-logo> on a page of another origin', () => {
  it('renders inside an open shadow root with its own styles; host CSS does not reach in', async () => {
    const plain = await visit('/plain');
    const expected = await logoStyle(plain.page);
    expect(expected.text).toBe(Array.from(NAME).slice(0, 4).join(''));
    expect(expected.color).toBe('rgb(255, 255, 255)');
    expect(expected.width).toBe(56);
    await plain.page.close();

    const hostile = await visit('/with');
    const actual = await logoStyle(hostile.page);
    expect(actual).toEqual(expected);
    expect(actual.charBackground).not.toBe('rgb(0, 255, 0)');
    expect(actual.fontSize).toBe('13px');
    expect(actual.brandVar).toMatch(/^#[0-9a-f]{6}$/i);
    // The theme's CSS variables live on :host inside the shadow root, not in the page.
    expect(await hostile.page.evaluate(() => document.styleSheets.length)).toBe(1);
    expect(
      await hostile.page.evaluate(() => (window as unknown as { pfErrors: unknown[] }).pfErrors),
    ).toEqual([]);
    expect(hostile.errors).toEqual([]);

    // The chunk came from the platform, relative to the loader's URL.
    const chunk = hostile.requests.find((u) => /\/widgets\/enterprise-logo-[\w-]{8}\.js$/.test(u));
    expect(chunk?.startsWith(`${journey.server.url}/widgets/`)).toBe(true);
    await hostile.page.close();
  });

  it("does not leak the widget's styles into the host page", async () => {
    const without = await visit('/without');
    const before = await probeStyle(without.page);
    await without.page.close();
    const withWidget = await visit('/with');
    await logoStyle(withWidget.page);
    expect(await probeStyle(withWidget.page)).toEqual(before);
    await withWidget.page.close();
  });

  it("imports the widget's chunk only once its element appears; host CSS overrides theme variables", async () => {
    const late = await visit('/late');
    await late.page.waitForFunction(() => customElements.get('pf-enterprise-logo') !== undefined, undefined, {
      timeout: 20_000,
    });
    await late.page.waitForTimeout(300);
    const isChunk = (u: string) => /\/widgets\/enterprise-logo-[\w-]{8}\.js$/.test(u);
    expect(late.requests.filter(isChunk)).toEqual([]);

    await late.page.evaluate((name) => {
      const style = document.createElement('style');
      style.textContent = 'pf-enterprise-logo { --pf-brand-600: #123456 }';
      document.head.append(style);
      const el = document.createElement('pf-enterprise-logo');
      el.setAttribute('name', name);
      (el as unknown as { companyId: string }).companyId = 'c-1';
      document.body.append(el);
    }, NAME);
    // The sized skeleton is there at once.
    const skeleton = await late.page.evaluate(() => {
      const el = document.querySelector('pf-enterprise-logo')!;
      const r = el.getBoundingClientRect();
      return { width: Math.round(r.width), height: Math.round(r.height) };
    });
    expect(skeleton).toEqual({ width: 56, height: 56 });
    const logo = await logoStyle(late.page);
    expect(logo.text).toBe('上海示例');
    // The rendered widget takes the skeleton's place exactly: no layout jump.
    expect(
      await late.page.evaluate(() => {
        const r = document.querySelector('pf-enterprise-logo')!.getBoundingClientRect();
        return { width: Math.round(r.width), height: Math.round(r.height) };
      }),
    ).toEqual(skeleton);
    expect(logo.brandVar).toBe('#123456');
    expect(late.requests.filter(isChunk)).toHaveLength(1);

    // Attributes re-render; removal is clean.
    await late.page.evaluate(() =>
      document.querySelector('pf-enterprise-logo')!.setAttribute('locale', 'en'),
    );
    await expect
      .poll(() =>
        late.page.evaluate(
          () =>
            document
              .querySelector('pf-enterprise-logo')!
              .shadowRoot!.querySelector('[role="img"]')!
              .getAttribute('aria-label') ?? '',
        ),
      )
      .toMatch(/ logo$/);
    await late.page.evaluate(() => document.querySelector('pf-enterprise-logo')!.remove());
    expect(late.errors).toEqual([]);
    await late.page.close();
  });

  it('serves /widgets/ with CORS, CORP and caching headers, and 404 for missing files', async () => {
    const loader = await fetch(`${journey.server.url}/widgets/loader.js`);
    expect(loader.status).toBe(200);
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    expect(loader.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(loader.headers.get('cache-control')).toMatch(/max-age=300\b/);
    const name = /enterprise-logo-[\w-]{8}\.js/.exec(await loader.text())![0];
    const chunk = await fetch(`${journey.server.url}/widgets/${name}`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-type')).toMatch(/javascript/);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    expect(chunk.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    const missing = await fetch(`${journey.server.url}/widgets/missing.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toMatch(/html/);
  });
});
