import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/crypto';
import { QR_LOGIN_KEY_HEADER, authApi, systemApi, tokenResponseSchema } from '@platform/contracts';
import {
  bearer,
  createTestApp,
  injectEndpoint,
  loginToken,
  refreshCookieOf,
  tokenGrant,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let lina: string;
let liuyang: string;
beforeAll(async () => {
  t = await createTestApp();
  [lina, liuyang] = await Promise.all([
    loginToken(t.app, 'lina').then((l) => l.access),
    loginToken(t.app, 'liuyang').then((l) => l.access),
  ]);
});
afterAll(() => t.close());

const WHITE_LABEL_HOST = { host: '127.0.0.1:3000' };

async function newTicket(headers: Record<string, string> = {}) {
  const res = await injectEndpoint(t.app, systemApi.qrLoginTicket, {}, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data as { ticket: string; key: string; expiresIn: number };
}

const status = (ticket: string, key: string) =>
  injectEndpoint(t.app, systemApi.qrLoginStatus, { ticket }, { [QR_LOGIN_KEY_HEADER]: key });
const phone = (
  ep: { method: string; path: string },
  ticket: string,
  access: string,
  headers: Record<string, string> = {},
) => injectEndpoint(t.app, ep, { ticket }, { ...bearer(access), ...headers });
const scan = (ticket: string, access: string, headers?: Record<string, string>) =>
  phone(systemApi.qrLoginScan, ticket, access, headers);
const confirm = (ticket: string, access: string) => phone(systemApi.qrLoginConfirm, ticket, access);
const redeem = (ticket: string, key: string, headers: Record<string, string> = {}) =>
  tokenGrant(t.app, { grant_type: 'qr_code', qr_ticket: ticket, qr_key: key }, headers);
const expire = (ticket: string) =>
  t.db.query(`update login_qr_tickets set expires_at = now() - interval '1 second' where ticket_hash = $1`, [
    sha256(ticket),
  ]);

describe('QR login', () => {
  it('signs the desktop in as the phone user who scanned and confirmed, once', async () => {
    const { ticket, key, expiresIn } = await newTicket();
    expect(expiresIn).toBe(120);
    expect((await status(ticket, key)).json().data).toMatchObject({ status: 'waiting', scanner: null });

    const scanned = await scan(ticket, lina);
    expect(scanned.json().data).toMatchObject({ status: 'scanned', platformName: expect.any(String) });
    expect((await status(ticket, key)).json().data).toMatchObject({
      status: 'scanned',
      scanner: { name: '李娜' },
    });
    expect((await redeem(ticket, key)).json().error_description).toBe('手机端尚未确认登录');

    expect((await confirm(ticket, lina)).json().data).toMatchObject({ status: 'confirmed' });
    expect((await status(ticket, key)).json().data.status).toBe('confirmed');

    const granted = await redeem(ticket, key);
    expect(granted.statusCode).toBe(200);
    const token = tokenResponseSchema.parse(granted.json());
    expect(token).toMatchObject({ account: 'lina', tenant_id: '200001', refresh_token: '' });
    expect(refreshCookieOf(granted)).not.toBe('');
    const me = await injectEndpoint(t.app, authApi.isLogin, {}, bearer(token.access_token));
    expect(me.json().data).toMatchObject({ userId: token.user_id });

    const again = await redeem(ticket, key);
    expect(again.statusCode).toBe(400);
    expect(again.json().error_description).toBe('二维码已失效 请点击刷新重试');
    expect((await status(ticket, key)).json().data.status).toBe('used');
  });

  it('lets only one of two redeems at once win', async () => {
    const { ticket, key } = await newTicket();
    await scan(ticket, liuyang);
    await confirm(ticket, liuyang);
    const answers = await Promise.all([redeem(ticket, key), redeem(ticket, key), redeem(ticket, key)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('refuses to show or redeem a ticket without its key', async () => {
    const { ticket, key } = await newTicket();
    const other = await newTicket();
    expect((await status(ticket, other.key)).json()).toMatchObject({
      code: 400,
      msg: '二维码无效，请刷新后重新扫码',
    });
    const noKey = await injectEndpoint(t.app, systemApi.qrLoginStatus, { ticket });
    expect(noKey.statusCode).toBe(400);
    await scan(ticket, lina);
    await confirm(ticket, lina);
    expect((await redeem(ticket, other.key)).statusCode).toBe(400);
    // The right key still works: a wrong guess does not burn the ticket.
    expect((await redeem(ticket, key)).statusCode).toBe(200);
  });

  it("refuses a confirm from another account's session, and a second scanner", async () => {
    const { ticket, key } = await newTicket();
    await scan(ticket, lina);
    const stolen = await confirm(ticket, liuyang);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().msg).toBe('该二维码已被其他账号扫描');
    expect((await scan(ticket, liuyang)).statusCode).toBe(403);
    expect((await status(ticket, key)).json().data).toMatchObject({
      status: 'scanned',
      scanner: { name: '李娜' },
    });
  });

  it('needs a scan before a confirm, and a signed-in phone for both', async () => {
    const { ticket } = await newTicket();
    expect((await confirm(ticket, lina)).json().msg).toBe('请先扫描二维码');
    const visitor = await injectEndpoint(t.app, systemApi.qrLoginScan, { ticket });
    expect(visitor.statusCode).toBe(401);
  });

  it('lets the phone cancel, after which the ticket is spent', async () => {
    const { ticket, key } = await newTicket();
    await scan(ticket, lina);
    expect((await phone(systemApi.qrLoginCancel, ticket, lina)).json().data.status).toBe('cancelled');
    expect((await status(ticket, key)).json().data.status).toBe('cancelled');
    expect((await confirm(ticket, lina)).json().msg).toBe('二维码已失效 请点击刷新重试');
    expect((await redeem(ticket, key)).statusCode).toBe(400);
  });

  it('expires: no scan, no confirm and no redeem after its time', async () => {
    const { ticket, key } = await newTicket();
    await scan(ticket, lina);
    await confirm(ticket, lina);
    await expire(ticket);
    expect((await status(ticket, key)).json().data).toMatchObject({
      status: 'expired',
      expiresIn: 0,
      scanner: null,
    });
    expect((await redeem(ticket, key)).json().error_description).toBe('二维码已失效 请点击刷新重试');
    const waiting = await newTicket();
    await expire(waiting.ticket);
    expect((await scan(waiting.ticket, lina)).json().msg).toBe('二维码已失效 请点击刷新重试');
  });

  it("keeps each white-label platform's tickets and accounts to itself", async () => {
    const { ticket, key } = await newTicket(WHITE_LABEL_HOST);
    // A default-platform account cannot confirm the white-label platform's login.
    const refused = await scan(ticket, lina, WHITE_LABEL_HOST);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('该账号属于其他平台，请在其所属平台登录');
    // A ticket of one platform is unknown on another host.
    expect((await scan(ticket, lina)).json().msg).toBe('二维码无效，请刷新后重新扫码');
    const own = await newTicket();
    await scan(own.ticket, lina);
    await confirm(own.ticket, lina);
    expect((await redeem(own.ticket, own.key, WHITE_LABEL_HOST)).statusCode).toBe(400);
    expect((await status(ticket, key)).json().data.status).toBe('waiting');
  });

  it('refuses malformed tickets and keys with a clear message', async () => {
    const bad = await injectEndpoint(
      t.app,
      systemApi.qrLoginStatus,
      { ticket: '<script>' },
      {
        [QR_LOGIN_KEY_HEADER]: 'x',
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('ticket');
    const grant = await tokenGrant(t.app, { grant_type: 'qr_code', qr_ticket: 'short', qr_key: 'short' });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().error_description).toContain('qr_ticket');
  });
});
