import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Q } from '../../db/kysely';
import type { NativeTrade, PaymentGateway, TradeQuery, TradeStatus } from './gateway';

/** Each provider's own words for the sandbox states, so clients poll exactly as in production. */
const STATES: Record<'wechat' | 'alipay', Record<SandboxState, string>> = {
  wechat: { WAIT: 'NOTPAY', PAID: 'SUCCESS', FAILED: 'PAYERROR', CLOSED: 'CLOSED' },
  alipay: { WAIT: 'WAIT_BUYER_PAY', PAID: 'TRADE_SUCCESS', FAILED: 'TRADE_CLOSED', CLOSED: 'TRADE_CLOSED' },
};

export type SandboxState = 'WAIT' | 'PAID' | 'FAILED' | 'CLOSED';

export interface SandboxTrade {
  out_trade_no: string;
  pay_type: number;
  amount_fen: number;
  subject: string;
  state: SandboxState;
}

/** Signs checkout-page links so knowing a trade number alone opens nothing. */
export function sandboxSignature(key: Uint8Array, outTradeNo: string): string {
  return createHmac('sha256', key).update(`sandbox-pay:${outTradeNo}`).digest('base64url').slice(0, 22);
}

export function sandboxSignatureValid(key: Uint8Array, outTradeNo: string, sig: unknown): boolean {
  if (typeof sig !== 'string') return false;
  const want = Buffer.from(sandboxSignature(key, outTradeNo));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

/**
 * The offline gateway: trades live in pay_sandbox_trades and the QR opens this server's own
 * checkout page (/sandbox-pay/<outTradeNo>), where the payer confirms or fails the payment.
 */
export function createSandboxGateway(db: Q, flavour: 'wechat' | 'alipay', key: Uint8Array): PaymentGateway {
  const payType = flavour === 'wechat' ? 1 : 2;
  return {
    name: 'sandbox',
    async createNative(trade: NativeTrade) {
      await db
        .insertInto('pay_sandbox_trades')
        .values({
          out_trade_no: trade.outTradeNo,
          pay_type: payType,
          amount_fen: trade.amountFen,
          subject: trade.subject,
        })
        .execute();
      const sig = sandboxSignature(key, trade.outTradeNo);
      return { codeUrl: `${trade.origin}/sandbox-pay/${trade.outTradeNo}?sig=${sig}` };
    },
    async query(outTradeNo): Promise<TradeQuery> {
      const row = await db
        .selectFrom('pay_sandbox_trades')
        .select(['state', 'amount_fen'])
        .where('out_trade_no', '=', outTradeNo)
        .executeTakeFirst();
      // An unknown trade reads as closed, as a provider's "order not exist" would end polling.
      const state: SandboxState = row?.state ?? 'CLOSED';
      const status: TradeStatus = state;
      return { status, state: STATES[flavour][state], ...(row ? { amountFen: row.amount_fen } : {}) };
    },
    async close(outTradeNo) {
      await db
        .updateTable('pay_sandbox_trades')
        .set({ state: 'CLOSED', updated_at: sql<Date>`now()` })
        .where('out_trade_no', '=', outTradeNo)
        .where('state', '=', 'WAIT')
        .execute();
    },
  };
}

const TRADE_COLUMNS = ['out_trade_no', 'pay_type', 'amount_fen', 'subject', 'state'] as const;

/** The payer's choice on the checkout page; only a waiting trade changes. */
export function settleSandboxTrade(
  db: Q,
  outTradeNo: string,
  state: 'PAID' | 'FAILED',
): Promise<SandboxTrade | undefined> {
  return db
    .updateTable('pay_sandbox_trades')
    .set({ state, updated_at: sql<Date>`now()` })
    .where('out_trade_no', '=', outTradeNo)
    .where('state', '=', 'WAIT')
    .returning(TRADE_COLUMNS)
    .executeTakeFirst();
}

export function findSandboxTrade(db: Q, outTradeNo: string): Promise<SandboxTrade | undefined> {
  return db
    .selectFrom('pay_sandbox_trades')
    .select(TRADE_COLUMNS)
    .where('out_trade_no', '=', outTradeNo)
    .executeTakeFirst();
}
