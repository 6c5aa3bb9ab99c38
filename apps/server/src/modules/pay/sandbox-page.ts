import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Q } from '../../db/kysely';
import {
  findSandboxTrade,
  sandboxSignature,
  sandboxSignatureValid,
  settleSandboxTrade,
  type SandboxTrade,
} from '../../adapters/payments/sandbox';
import type { PayService } from './orders';

const WORDS = {
  wechat: { PAID: 'SUCCESS', FAILED: 'PAYERROR' },
  alipay: { PAID: 'TRADE_SUCCESS', FAILED: 'TRADE_CLOSED' },
} as const;
const METHOD = { 1: '微信支付', 2: '支付宝' } as Record<number, string>;
const STATE_TEXT = { WAIT: '待支付', PAID: '支付成功', FAILED: '支付失败', CLOSED: '订单已关闭' } as const;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const money = (fen: number) =>
  `¥${Math.floor(fen / 100).toLocaleString('zh-CN')}.${String(fen % 100).padStart(2, '0')}`;

function page(trade: SandboxTrade | undefined, sig: string): string {
  const body = !trade
    ? '<p class="state">订单不存在或链接无效</p>'
    : `<p class="method">${METHOD[trade.pay_type] ?? ''} · 沙箱</p>
       <p class="subject">${escapeHtml(trade.subject)}</p>
       <p class="amount" data-testid="sandbox-amount">${money(trade.amount_fen)}</p>
       <p class="state" data-testid="sandbox-state">${STATE_TEXT[trade.state]}</p>
       ${
         trade.state === 'WAIT'
           ? `<form method="post" action="/sandbox-pay/${trade.out_trade_no}/confirm?sig=${sig}">
                <button class="pay" type="submit">确认支付</button></form>
              <form method="post" action="/sandbox-pay/${trade.out_trade_no}/fail?sig=${sig}">
                <button class="fail" type="submit">支付失败</button></form>`
           : ''
       }`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>支付沙箱</title>
<style>
  body{margin:0;font:16px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#1f2329}
  main{max-width:420px;margin:0 auto;padding:32px 20px;text-align:center}
  h1{font-size:18px;margin:0 0 24px}
  .amount{font-size:36px;font-weight:600;margin:8px 0}
  .method,.subject{color:#646a73;margin:4px 0}
  .state{margin:16px 0;font-weight:500}
  button{display:block;width:100%;height:48px;margin:12px 0;border:0;border-radius:8px;font-size:16px;cursor:pointer}
  .pay{background:#07c160;color:#fff}.fail{background:#fff;color:#f54a45;border:1px solid #f54a45}
  .note{font-size:12px;color:#8f959e;margin-top:24px}
  .banner{margin:0;padding:10px 16px;background:#f54a45;color:#fff;font-weight:600;text-align:center}
</style></head>
<body><p class="banner" role="alert" data-testid="sandbox-banner">演示沙箱：本站未接入真实支付渠道，确认支付不会扣款，但订单会被视为已支付</p>
<main><h1>支付沙箱</h1>${body}
<p class="note">本页面由平台内置的沙箱支付网关提供，仅用于演示与测试，不会产生真实扣款。</p>
</main></body></html>`;
}

/** The sandbox checkout page the QR opens; every link carries the trade's signature. */
export function registerSandboxPages(
  app: FastifyInstance,
  db: Q,
  key: Uint8Array,
  service: PayService,
): void {
  type Req = { Params: { no: string }; Querystring: { sig?: string } };
  const valid = (no: string, sig: unknown) =>
    /^[A-Za-z0-9]{8,32}$/.test(no) && sandboxSignatureValid(key, no, sig);
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

  app.get<Req>('/sandbox-pay/:no', async (request, reply) => {
    const { no } = request.params;
    if (!valid(no, request.query.sig)) return send(reply, 404, page(undefined, ''));
    return send(reply, 200, page(await findSandboxTrade(db, no), sandboxSignature(key, no)));
  });

  for (const [action, state] of [
    ['confirm', 'PAID'],
    ['fail', 'FAILED'],
  ] as const) {
    app.post<Req>(`/sandbox-pay/:no/${action}`, async (request, reply) => {
      const { no } = request.params;
      if (!valid(no, request.query.sig)) return send(reply, 404, page(undefined, ''));
      const settled = await settleSandboxTrade(db, no, state);
      // Acts as the provider's notification: a confirmed payment is granted at once.
      if (settled) {
        await service.settle(no, {
          status: state,
          state: WORDS[settled.pay_type === 1 ? 'wechat' : 'alipay'][state],
          amountFen: settled.amount_fen,
        });
      }
      return reply.redirect(`/sandbox-pay/${no}?sig=${sandboxSignature(key, no)}`, 303);
    });
  }
}
