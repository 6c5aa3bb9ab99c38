import type { PayConfig } from '../../config';
import type { Q } from '../../db/kysely';
import { createAlipayGateway, type AlipayGateway } from './alipay';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox';
import { createWechatGateway, type WechatGateway } from './wechat';

export * from './gateway';

/** The gateway of each pay type (1 WeChat, 2 Alipay); undefined when neither credentials nor sandbox. */
export interface PaymentGateways {
  wechat: PaymentGateway | undefined;
  alipay: PaymentGateway | undefined;
  /** Set only for real providers: they post notifications. */
  wechatNotify: WechatGateway | undefined;
  alipayNotify: AlipayGateway | undefined;
}

/** Real providers when their credentials are configured, otherwise the sandbox (unless disabled). */
export function createPaymentGateways(cfg: PayConfig, db: Q, key: Uint8Array): PaymentGateways {
  const wechatNotify = cfg.wechat ? createWechatGateway(cfg.wechat) : undefined;
  const alipayNotify = cfg.alipay ? createAlipayGateway(cfg.alipay) : undefined;
  const sandbox = (flavour: 'wechat' | 'alipay') =>
    cfg.sandbox ? createSandboxGateway(db, flavour, key) : undefined;
  return {
    wechat: wechatNotify ?? sandbox('wechat'),
    alipay: alipayNotify ?? sandbox('alipay'),
    wechatNotify,
    alipayNotify,
  };
}

export function describeGateways(g: PaymentGateways): string {
  return `payments: wechat=${g.wechat?.name ?? 'disabled'}, alipay=${g.alipay?.name ?? 'disabled'}`;
}
