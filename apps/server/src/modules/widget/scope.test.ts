import { randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IM_SOCKET_PATH,
  REPORT_FILE_PATH,
  RESEARCH_REPORT_FILE_PATH,
  TOKEN_PATH,
  WIDGET_MESSAGES,
  bigdataRoutes,
  resourceApi,
  systemApi,
  vcardApi,
  widgetApi,
} from '@platform/contracts';
import { chatRoutes } from '@platform/contracts/im/chat-routes';
import { attentionUserRoutes, imHelperRoutes, vcardRoutes } from '@platform/contracts/vcard/routes';
import { systemRoutes } from '@platform/contracts/system/routes';
import { JWT_ISSUER } from '../../lib/auth';
import { registeredRoutes } from '../../test/registered-routes';
import {
  bearer,
  countRows,
  createTestApp,
  injectEndpoint,
  loginToken,
  type TestApp,
} from '../../test/test-app';
import { seedDemoPartner } from './demo';
import { mintWidgetToken } from '../../test/widget-tokens';

const SECRET = 'partner-secret-for-tests-0123456789abcdef';
const PARTNER = 'https://partner.example';
const JWT_SECRET = 'x'.repeat(40);

/** What the widgets in packages/widgets call, and nothing else. */
const WIDGET_ROUTES = [
  vcardRoutes.getVcardDetailById,
  vcardRoutes.relatedDynamicPage,
  vcardRoutes.getMyValidCardBasicInfoList,
  vcardRoutes.saveVcardsToMyFolder,
  attentionUserRoutes.attentionUserSave,
  imHelperRoutes.sendBusinessCard,
  bigdataRoutes.entDetail,
  systemRoutes.followSave,
  chatRoutes.conversationList,
  chatRoutes.history,
];
/**
 * Routes that read no bearer token at all, so there is no login to refuse: besides these, every
 * route outside /api/ (the built portal's files, one route each once it is built, brand assets,
 * the widgets' own scripts, the sandbox checkout pages).
 */
const TOKENLESS = [
  '/healthz',
  TOKEN_PATH,
  widgetApi.token.path,
  IM_SOCKET_PATH, // the chat socket checks its token in `hello` (allowed: chat is a widget's)
  resourceApi.fileGet.path, // stored bytes, public (cards show to visitors)
  REPORT_FILE_PATH, // a signed link: the key in the query is the credential
  RESEARCH_REPORT_FILE_PATH, // the research-report library's PDFs, public
  // Test mode only: what a person would read on a screen or a phone.
  '/api/platform-auth/captcha/test-answer',
  '/api/platform-resource/sms/test-inbox',
];

let t: TestApp;
let widget: { token: string; userId: string };
const fromPartner = (token: string) => ({ host: 'localhost', origin: PARTNER, ...bearer(token) });

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoPartner(t.app.ctx.store, { origins: PARTNER, secret: SECRET });
  // Every route is called once from the one origin.
  await t.db.query(`update widget_partners set rate_per_minute = 100000 where id = 'demo-partner'`);
  widget = await mintWidgetToken(
    t.app,
    { id: 'demo-partner', secret: SECRET },
    {
      origin: PARTNER,
      phone: '13800000001',
    },
  );
});
afterAll(() => t.close());

const isScopeRefusal = (res: { statusCode: number; body: string }) =>
  res.statusCode === 403 && res.body.includes(WIDGET_MESSAGES.widgetScopeRefused.zh);

describe('the widget scope', () => {
  it('is a claim of the widget token', () => {
    expect(decodeJwt(widget.token)).toMatchObject({ scp: 'widget', cid: 'widget', wo: PARTNER });
  });

  it('lets a widget token through only the routes the widgets call: every other route refuses it', async () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(200);
    const passed: string[] = [];
    for (const { method, path } of routes) {
      const url = path.replace(/:\w+/g, 'x').replace(/\*$/, 'x');
      const res = await t.app.inject({ method: method as 'GET', url, headers: fromPartner(widget.token) });
      if (!isScopeRefusal(res)) passed.push(`${method} ${path} ${res.statusCode}`);
    }
    const expected = [...WIDGET_ROUTES.map((r) => `${r.method} ${r.path}`), ...TOKENLESS];
    const passedRoutes = passed.map((p) => p.split(' ').slice(0, 2).join(' '));
    const outsideApi = (p: string) => !p.split(' ')[1]!.startsWith('/api/');
    expect(
      passedRoutes.filter((p) => !outsideApi(p) && !expected.some((e) => p === e || p.endsWith(` ${e}`))),
    ).toEqual([]);
    // The allowed ones got past authentication (a 400 for the empty input is fine, never 401/403).
    for (const r of WIDGET_ROUTES) {
      const line = passed.find((p) => p.startsWith(`${r.method} ${r.path} `));
      expect(line, `${r.method} ${r.path}`).toBeDefined();
      expect(line).not.toMatch(/ 40[13]$/);
    }
  });

  it('refuses a profile update, a card save and an SMS send, in zh and en, and writes nothing', async () => {
    const before = await t.db.query<{ nick_name: string }>('select nick_name from users where id = $1', [
      widget.userId,
    ]);
    const cards = await countRows(t.db, 'vcards');
    const codes = await countRows(t.db, 'sms_codes');
    const card = { type: 2, userName: '张伟', phone: '13800000001', orgName: '示例公司' };
    const calls = [
      [systemApi.updateUserInfo, { nickName: '被改了' }],
      [vcardApi.saveVcard, card],
      [resourceApi.sendValidateByUserId, {}],
    ] as const;
    for (const [ep, input] of calls) {
      const zh = await injectEndpoint(t.app, ep, input, fromPartner(widget.token));
      expect(zh.statusCode, ep.path).toBe(403);
      expect(zh.json()).toMatchObject({ code: 403, data: null, msg: WIDGET_MESSAGES.widgetScopeRefused.zh });
      const en = await injectEndpoint(t.app, ep, input, {
        ...fromPartner(widget.token),
        'accept-language': 'en',
      });
      expect(en.json().msg).toBe(WIDGET_MESSAGES.widgetScopeRefused.en);
    }
    expect(await t.db.query('select nick_name from users where id = $1', [widget.userId])).toEqual(before);
    expect(await countRows(t.db, 'vcards')).toBe(cards);
    expect(await countRows(t.db, 'sms_codes')).toBe(codes);

    // The same calls with the user's own login go through: the refusal is the token's scope.
    const { access } = await loginToken(t.app, 'zhangwei');
    const saved = await injectEndpoint(t.app, vcardApi.saveVcard, card, bearer(access));
    expect(saved.json().code, saved.body).toBe(666666);
  });

  it('treats a widget token minted before the scope claim (no scp) as widget-scoped', async () => {
    const { tid, acc } = decodeJwt(widget.token) as { tid: string; acc: string };
    const sessionId = randomUUID();
    await t.db.query(
      `insert into auth_sessions (id, user_id, tenant_id, client_id) values ($1, $2, $3, 'widget')`,
      [sessionId, widget.userId, tid],
    );
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT({ tid, sid: sessionId, acc, ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(widget.userId)
        .setIssuer(JWT_ISSUER)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(new TextEncoder().encode(JWT_SECRET));
    const update = (token: string) =>
      injectEndpoint(t.app, systemApi.updateUserInfo, { nickName: '被改了' }, fromPartner(token));
    // As startWidgetSession signed them before: the widget client id and the partner origin.
    const legacy = await sign({ cid: 'widget', wo: PARTNER });
    expect(isScopeRefusal(await update(legacy))).toBe(true);
    // Either mark alone is enough.
    expect(isScopeRefusal(await update(await sign({ cid: 'portal', wo: PARTNER })))).toBe(true);
    const noOrigin = await sign({ cid: 'widget' });
    const res = await injectEndpoint(
      t.app,
      systemApi.updateUserInfo,
      { nickName: '被改了' },
      {
        host: 'localhost',
        ...bearer(noOrigin),
      },
    );
    expect(isScopeRefusal(res)).toBe(true);
    // The chat list, a widget's call, still works with the old token.
    const list = await injectEndpoint(t.app, chatRoutes.conversationList, {}, fromPartner(legacy));
    expect(list.statusCode, list.body).toBe(200);
    // A scope we never mint is no scope at all.
    expect((await update(await sign({ cid: 'portal', scp: 'all' }))).statusCode).toBe(401);
  });
});
