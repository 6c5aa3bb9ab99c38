import { AlipayRequestError, AlipaySdk } from 'alipay-sdk';
import type { AlipayConfig } from '../../config';
import {
  ALIPAY_STATUS,
  GatewayError,
  type NativeTrade,
  type PaymentGateway,
  type TradeNotification,
  type TradeQuery,
} from './gateway';

/** Fen to Alipay's yuan string with two decimals (integer arithmetic, no float rounding). */
export function yuanString(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

export function fenOf(yuan: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!m) return NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** yyyy-MM-dd HH:mm:ss in China time, as Alipay wants time_expire. */
export function chinaTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function createAlipaySdk(cfg: AlipayConfig): AlipaySdk {
  return new AlipaySdk({
    appId: cfg.appId,
    privateKey: cfg.privateKey,
    alipayPublicKey: cfg.alipayPublicKey,
    keyType: cfg.keyType,
    signType: 'RSA2',
    endpoint: cfg.endpoint,
    timeout: 10_000,
  });
}

export interface AlipayGateway extends PaymentGateway {
  /** Verifies an asynchronous notification (form fields, RSA2); throws GatewayError if not genuine. */
  parseNotification(form: Record<string, string>): TradeNotification;
}

/** Alipay face-to-face precreate (QR) and query over the official SDK's v3 calls. */
export function createAlipayGateway(cfg: AlipayConfig, sdk: AlipaySdk = createAlipaySdk(cfg)): AlipayGateway {
  return {
    name: 'alipay',
    async createNative(trade: NativeTrade) {
      try {
        const res = await sdk.curl<{ qr_code?: string }>('POST', '/v3/alipay/trade/precreate', {
          body: {
            out_trade_no: trade.outTradeNo,
            total_amount: yuanString(trade.amountFen),
            subject: trade.subject.slice(0, 256),
            time_expire: chinaTime(trade.expiresAt),
            ...(trade.notifyUrl ? { notify_url: trade.notifyUrl } : {}),
          },
        });
        if (!res.data.qr_code) throw new GatewayError('alipay: precreate returned no qr_code', res.data);
        return { codeUrl: res.data.qr_code };
      } catch (err) {
        throw err instanceof GatewayError ? err : new GatewayError('alipay: precreate failed', describe(err));
      }
    },
    async query(outTradeNo): Promise<TradeQuery> {
      try {
        const res = await sdk.curl<{ trade_status?: string; total_amount?: string }>(
          'POST',
          '/v3/alipay/trade/query',
          {
            body: { out_trade_no: outTradeNo },
          },
        );
        const state = res.data.trade_status ?? 'WAIT_BUYER_PAY';
        const amountFen = res.data.total_amount ? fenOf(res.data.total_amount) : NaN;
        return {
          status: ALIPAY_STATUS[state] ?? 'FAILED',
          state,
          ...(Number.isFinite(amountFen) ? { amountFen } : {}),
        };
      } catch (err) {
        // Until the payer scans the QR, Alipay knows no trade: still waiting.
        if (err instanceof AlipayRequestError && err.code === 'ACQ.TRADE_NOT_EXIST')
          return { status: 'WAIT', state: 'WAIT_BUYER_PAY' };
        throw new GatewayError('alipay: query failed', describe(err));
      }
    },
    async close(outTradeNo) {
      try {
        await sdk.curl('POST', '/v3/alipay/trade/close', { body: { out_trade_no: outTradeNo } });
      } catch (err) {
        if (err instanceof AlipayRequestError && err.code === 'ACQ.TRADE_NOT_EXIST') return;
        throw new GatewayError('alipay: close failed', describe(err));
      }
    },
    parseNotification(form) {
      if (!sdk.checkNotifySignV2(form)) throw new GatewayError('alipay: notification signature invalid');
      if (form.app_id !== cfg.appId) throw new GatewayError('alipay: notification for another app');
      const state = form.trade_status ?? '';
      const amountFen = form.total_amount ? fenOf(form.total_amount) : NaN;
      if (!form.out_trade_no) throw new GatewayError('alipay: notification without out_trade_no');
      return {
        outTradeNo: form.out_trade_no,
        status: ALIPAY_STATUS[state] ?? 'FAILED',
        state,
        ...(Number.isFinite(amountFen) ? { amountFen } : {}),
      };
    },
  };
}

function describe(err: unknown): unknown {
  if (err instanceof AlipayRequestError) return { code: err.code, message: err.message };
  return err instanceof Error ? err.message : err;
}
