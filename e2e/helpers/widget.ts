import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';

/** The demo partner's secret in the widget journeys (the server reads WIDGET_PARTNER_SECRET). */
export const PARTNER_SECRET = 'e2e-partner-secret-0123456789abcdef';
export const DEMO_PARTNER_ID = 'demo-partner';

/** A partner site: pages by path, on 127.0.0.1:<port> (another origin than the platform's localhost). */
export async function startPartnerSite(
  port: number,
  pages: Record<string, () => string>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const render = pages[(req.url ?? '').split('?')[0]!];
    if (!render) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(render());
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

/**
 * What a partner's backend does: a widget token for one of its users (by phone), signed with the
 * partner secret (docs/widgets-partners.md).
 */
export async function mintWidgetToken(platform: string, origin: string, phone: string): Promise<string> {
  const json = await partnerPost<{ token: string }>(`${platform}/api/widget/token`, { origin, phone });
  return json.token;
}

/** A request from the demo partner's backend: the JSON body signed with its secret (docs/widgets-partners.md). */
async function partnerPost<T>(url: string, fields: Record<string, string>): Promise<T> {
  const body = JSON.stringify({ ...fields, nonce: randomUUID() });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', PARTNER_SECRET).update(`${timestamp}.${body}`).digest('hex');
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'pf-partner': DEMO_PARTNER_ID,
      'pf-timestamp': timestamp,
      'pf-signature': signature,
    },
    body,
  });
  const json = (await res.json()) as { data?: T };
  if (!res.ok || !json.data) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * What a partner's backend does for single sign-on (docs/sso.md): asks qmf/sso/call, signed with
 * the partner secret, for the portal address that signs its user in.
 */
export async function ssoEntry(platform: string, fields: { phone: string; ssoType?: string; path?: string }) {
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  const { url } = await partnerPost<{ url: string }>(`${platform}/api/platform-auth/qmf/sso/call`, defined);
  return url;
}

/** The text a widget shows (its shadow root's innerText), for `expect.poll`. */
export const shadowText = (page: Page, tag: string) =>
  page.evaluate((t) => {
    const root = document.querySelector(t)?.shadowRoot;
    return root ? ((root.querySelector('.root') as HTMLElement | null)?.innerText ?? '') : '';
  }, tag);
