import type { FastifyInstance, FastifyReply } from 'fastify';
import { SOCIAL_LOGIN_CALLBACK_PATH, localeFromHeader, type SocialSource } from '@platform/contracts';
import { SANDBOX_AUTHORIZE_PATH, isSocialSource, sandboxCode } from '../../adapters/social-login';

const NAMES = {
  zh: { wechat: '微信', dingtalk: '钉钉', qq: 'QQ' },
  en: { wechat: 'WeChat', dingtalk: 'DingTalk', qq: 'QQ' },
} as const;

const COPY = {
  zh: {
    title: (p: string) => `${p}授权（沙箱）`,
    banner: '演示沙箱：本站未接入真实的第三方登录，本页面代替服务商的授权页',
    account: '沙箱账号标识',
    nickname: '昵称',
    allow: '同意授权',
    deny: '拒绝',
    invalid: '授权链接无效',
  },
  en: {
    title: (p: string) => `Authorise with ${p} (sandbox)`,
    banner: 'Demo sandbox: no real sign-in provider is connected; this page stands in for its consent page',
    account: 'Sandbox account id',
    nickname: 'Nickname',
    allow: 'Authorise',
    deny: 'Deny',
    invalid: 'This authorisation link is not valid',
  },
} as const;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STATE = /^[A-Za-z0-9_-]{43}$/;
const ACCOUNT = /^[A-Za-z0-9_-]{1,32}$/;

function page(locale: 'zh' | 'en', source: SocialSource | undefined, state: string): string {
  const t = COPY[locale];
  const provider = source ? NAMES[locale][source] : '';
  const body = !source
    ? `<p class="state">${t.invalid}</p>`
    : `<form method="post" action="${SANDBOX_AUTHORIZE_PATH}/${source}">
         <input type="hidden" name="state" value="${escapeHtml(state)}">
         <label>${t.account}<input name="account" value="demo" required pattern="[A-Za-z0-9_\\-]{1,32}" maxlength="32"></label>
         <label>${t.nickname}<input name="nickname" value="${escapeHtml(`${provider}${locale === 'zh' ? '用户' : ' user'}`)}" required maxlength="32"></label>
         <button class="allow" type="submit" name="decision" value="allow">${t.allow}</button>
         <button class="deny" type="submit" name="decision" value="deny" formnovalidate>${t.deny}</button>
       </form>`;
  return `<!doctype html>
<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title(provider))}</title>
<style>
  body{margin:0;font:16px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#1f2329}
  main{max-width:420px;margin:0 auto;padding:32px 20px}
  h1{font-size:18px;margin:0 0 24px;text-align:center}
  label{display:block;margin:12px 0;color:#646a73;font-size:14px}
  input{display:block;box-sizing:border-box;width:100%;height:40px;margin-top:4px;padding:0 12px;border:1px solid #d0d3d6;border-radius:6px;font-size:16px}
  button{display:block;width:100%;height:48px;margin:12px 0;border:0;border-radius:8px;font-size:16px;cursor:pointer}
  .allow{background:#1f6feb;color:#fff}.deny{background:#fff;color:#1f2329;border:1px solid #d0d3d6}
  .banner{margin:0;padding:10px 16px;background:#f54a45;color:#fff;font-weight:600;text-align:center}
</style></head>
<body><p class="banner" role="alert">${t.banner}</p>
<main><h1>${escapeHtml(t.title(provider))}</h1>${body}</main></body></html>`;
}

/**
 * The sandbox provider's consent page (docs/social-login.md): it sends the browser back to the
 * portal's callback on this same site with a signed code, or with access_denied.
 */
export function registerSocialSandboxPage(app: FastifyInstance): void {
  const { social, jwtKey } = app.ctx;
  type Req = {
    Params: { source: string };
    Querystring: { state?: string; lang?: string };
    Body: { state?: string; account?: string; nickname?: string; decision?: string };
  };
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  const sandboxSource = (source: string) =>
    isSocialSource(source) && social[source]?.sandbox ? source : undefined;

  app.get<Req>(`${SANDBOX_AUTHORIZE_PATH}/:source`, async (request, reply) => {
    // The portal's language when it sent the user here, else the browser's.
    const { lang } = request.query;
    const locale =
      lang === 'zh' || lang === 'en' ? lang : localeFromHeader(request.headers['accept-language']);
    const source = sandboxSource(request.params.source);
    const state = request.query.state ?? '';
    if (!source || !STATE.test(state)) return send(reply, 404, page(locale, undefined, ''));
    return send(reply, 200, page(locale, source, state));
  });

  app.post<Req>(`${SANDBOX_AUTHORIZE_PATH}/:source`, async (request, reply) => {
    const locale = localeFromHeader(request.headers['accept-language']);
    const source = sandboxSource(request.params.source);
    const { state = '', account = '', nickname = '', decision } = request.body ?? {};
    if (!source || !STATE.test(state)) return send(reply, 404, page(locale, undefined, ''));
    const back = `${SOCIAL_LOGIN_CALLBACK_PATH}/${source}`;
    if (decision !== 'allow' || !ACCOUNT.test(account))
      return reply.redirect(`${back}?${new URLSearchParams({ error: 'access_denied', state })}`, 303);
    const code = sandboxCode(jwtKey, { source, account, nickname: nickname.trim().slice(0, 32) });
    return reply.redirect(`${back}?${new URLSearchParams({ code, state })}`, 303);
  });
}
