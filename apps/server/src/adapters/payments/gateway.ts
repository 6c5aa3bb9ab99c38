/** One payment provider behind the pay module: WeChat Pay, Alipay or the built-in sandbox. */
export type GatewayName = 'sandbox' | 'wechat' | 'alipay';

/** Our reading of a provider state: the raw state travels beside it. */
export type TradeStatus = 'WAIT' | 'PAID' | 'CLOSED' | 'FAILED';

export interface NativeTrade {
  outTradeNo: string;
  amountFen: number;
  subject: string;
  /** The provider closes the QR at this time. */
  expiresAt: Date;
  /** Where the provider posts the payment notification. */
  notifyUrl: string | undefined;
  /** Origin the payer's phone can reach (sandbox checkout page). */
  origin: string;
}

export interface TradeQuery {
  status: TradeStatus;
  /** The provider's own state: WeChat trade_state or Alipay trade_status. */
  state: string;
  /** Paid amount in fen when the provider reports it. */
  amountFen?: number;
}

/** A verified, decrypted payment notification. */
export interface TradeNotification extends TradeQuery {
  outTradeNo: string;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Creates a QR-code (Native / precreate) trade and returns the URL the QR encodes. */
  createNative(trade: NativeTrade): Promise<{ codeUrl: string }>;
  query(outTradeNo: string): Promise<TradeQuery>;
  /** Closes an unpaid trade; a trade already closed or unknown is not an error. */
  close(outTradeNo: string): Promise<void>;
}

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

export const WECHAT_STATUS: Record<string, TradeStatus> = {
  NOTPAY: 'WAIT',
  USERPAYING: 'WAIT',
  SUCCESS: 'PAID',
  CLOSED: 'CLOSED',
  REVOKED: 'CLOSED',
  PAYERROR: 'FAILED',
  REFUND: 'PAID',
};

export const ALIPAY_STATUS: Record<string, TradeStatus> = {
  WAIT_BUYER_PAY: 'WAIT',
  TRADE_SUCCESS: 'PAID',
  TRADE_FINISHED: 'PAID',
  TRADE_CLOSED: 'CLOSED',
};
