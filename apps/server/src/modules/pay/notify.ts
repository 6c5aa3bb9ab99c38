import type { FastifyInstance } from 'fastify';
import { GatewayError, type PaymentGateways } from '../../adapters/payments';
import type { PayService } from './orders';

/**
 * Provider notifications (real gateways only). WeChat signs the raw JSON body, so this scope
 * keeps it as a string; Alipay posts a signed form. Answers follow each provider's protocol.
 */
export function registerNotifyRoutes(
  app: FastifyInstance,
  gateways: PaymentGateways,
  service: PayService,
): void {
  const { wechatNotify, alipayNotify } = gateways;
  if (wechatNotify) {
    void app.register(async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
        done(null, body),
      );
      scope.post('/api/platform-pay/wxPay/notify', async (request, reply) => {
        try {
          const n = wechatNotify.parseNotification(request.headers, String(request.body ?? ''));
          await service.settle(n.outTradeNo, n);
          return reply.status(204).send();
        } catch (err) {
          request.log.warn({ err }, 'pay: wechat notification refused');
          const status = err instanceof GatewayError ? 401 : 500;
          return reply
            .status(status)
            .send({ code: 'FAIL', message: err instanceof GatewayError ? '验签失败' : '失败' });
        }
      });
    });
  }
  if (alipayNotify) {
    app.post('/api/platform-pay/aliPay/notify', async (request, reply) => {
      try {
        const form = Object.fromEntries(
          Object.entries((request.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        );
        const n = alipayNotify.parseNotification(form);
        await service.settle(n.outTradeNo, n);
        return reply.type('text/plain').send('success');
      } catch (err) {
        request.log.warn({ err }, 'pay: alipay notification refused');
        return reply.status(400).type('text/plain').send('fail');
      }
    });
  }
}
