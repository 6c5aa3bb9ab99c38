import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import type { WechatPayConfig } from '../../config';
import {
  GatewayError,
  WECHAT_STATUS,
  type NativeTrade,
  type PaymentGateway,
  type TradeNotification,
  type TradeQuery,
} from './gateway';

/** WeChat Pay API v3, Native (QR) payments: https://pay.weixin.qq.com/doc/v3/merchant/4012791874 */
export const WECHAT_AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** Notifications and responses older or newer than this are refused (replay protection). */
export const WECHAT_CLOCK_SKEW_SECONDS = 300;

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** `METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n`, the string a merchant request signs. */
export function requestSignMessage(
  method: string,
  pathWithQuery: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

export interface SignedRequest {
  method: string;
  pathWithQuery: string;
  body: string;
  timestamp?: string;
  nonce?: string;
}

/** The Authorization header of a merchant request (SHA256 with RSA, merchant private key). */
export function authorizationHeader(
  cfg: Pick<WechatPayConfig, 'mchId' | 'mchSerialNo' | 'privateKey'>,
  req: SignedRequest,
): string {
  const timestamp = req.timestamp ?? String(Math.floor(Date.now() / 1000));
  const nonce = req.nonce ?? randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(requestSignMessage(req.method, req.pathWithQuery, timestamp, nonce, req.body))
    .sign(cfg.privateKey, 'base64');
  return (
    `${WECHAT_AUTH_SCHEMA} mchid="${cfg.mchId}",nonce_str="${nonce}",signature="${signature}",` +
    `timestamp="${timestamp}",serial_no="${cfg.mchSerialNo}"`
  );
}

export interface WechatSignedMessage {
  timestamp: string;
  nonce: string;
  signature: string;
  serial?: string;
  body: string;
}

/**
 * Checks a response or notification signed by WeChat Pay: `TIMESTAMP\nNONCE\nBODY\n` verified with
 * the platform (WeChat Pay) public key, within the allowed clock skew, and from the expected key.
 */
export function verifyWechatSignature(
  msg: WechatSignedMessage,
  publicKey: string,
  opts: { expectedSerial?: string; nowSeconds?: number } = {},
): boolean {
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  const ts = Number(msg.timestamp);
  if (!Number.isFinite(ts) || Math.abs(now - ts) > WECHAT_CLOCK_SKEW_SECONDS) return false;
  if (opts.expectedSerial && msg.serial && msg.serial !== opts.expectedSerial) return false;
  try {
    return createVerify('RSA-SHA256')
      .update(`${msg.timestamp}\n${msg.nonce}\n${msg.body}\n`)
      .verify(publicKey, msg.signature, 'base64');
  } catch {
    return false;
  }
}

export interface EncryptedResource {
  algorithm?: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** AEAD_AES_256_GCM with the APIv3 key: the last 16 bytes of the ciphertext are the tag. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new GatewayError('wechat: ciphertext too short');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  );
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  try {
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
    return plain.toString('utf8');
  } catch {
    throw new GatewayError('wechat: resource authentication failed');
  }
}

/** RFC 3339 in China time, as WeChat wants time_expire. */
export function rfc3339China(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}

export interface WechatGateway extends PaymentGateway {
  /** Verifies and decrypts a payment notification; throws GatewayError when it is not genuine. */
  parseNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): TradeNotification;
}

export function createWechatGateway(cfg: WechatPayConfig, fetchImpl: FetchLike = fetch): WechatGateway {
  const call = async (method: 'GET' | 'POST', pathWithQuery: string, payload?: unknown) => {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const res = await fetchImpl(`${cfg.baseUrl}${pathWithQuery}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'user-agent': 'platform-pay/1.0',
        authorization: authorizationHeader(cfg, { method, pathWithQuery, body }),
        ...(cfg.platformSerial ? { 'wechatpay-serial': cfg.platformSerial } : {}),
      },
      ...(payload === undefined ? {} : { body }),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    if (res.status !== 204) {
      const genuine = verifyWechatSignature(
        {
          timestamp: res.headers.get('wechatpay-timestamp') ?? '',
          nonce: res.headers.get('wechatpay-nonce') ?? '',
          signature: res.headers.get('wechatpay-signature') ?? '',
          serial: res.headers.get('wechatpay-serial') ?? undefined,
          body: text,
        },
        cfg.platformPublicKey,
        { ...(cfg.platformSerial ? { expectedSerial: cfg.platformSerial } : {}) },
      );
      if (!genuine) throw new GatewayError(`wechat: response signature invalid (HTTP ${res.status})`);
    }
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    return { status: res.status, json };
  };

  const outTradePath = (no: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(no)}`;

  return {
    name: 'wechat',
    async createNative(trade: NativeTrade) {
      const { status, json } = await call('POST', '/v3/pay/transactions/native', {
        appid: cfg.appId,
        mchid: cfg.mchId,
        description: trade.subject.slice(0, 127),
        out_trade_no: trade.outTradeNo,
        time_expire: rfc3339China(trade.expiresAt),
        notify_url: trade.notifyUrl,
        amount: { total: trade.amountFen, currency: 'CNY' },
      });
      if (status !== 200 || typeof json.code_url !== 'string')
        throw new GatewayError(`wechat: native order failed (HTTP ${status})`, json);
      return { codeUrl: json.code_url };
    },
    async query(outTradeNo): Promise<TradeQuery> {
      const { status, json } = await call(
        'GET',
        `${outTradePath(outTradeNo)}?mchid=${encodeURIComponent(cfg.mchId)}`,
      );
      if (status === 404) return { status: 'CLOSED', state: 'CLOSED' };
      if (status !== 200) throw new GatewayError(`wechat: query failed (HTTP ${status})`, json);
      const state = String(json.trade_state ?? '');
      const amount = json.amount as { total?: number } | undefined;
      return {
        status: WECHAT_STATUS[state] ?? 'FAILED',
        state,
        ...(typeof amount?.total === 'number' ? { amountFen: amount.total } : {}),
      };
    },
    async close(outTradeNo) {
      const { status, json } = await call('POST', `${outTradePath(outTradeNo)}/close`, { mchid: cfg.mchId });
      if (status !== 204 && status !== 200 && status !== 404)
        throw new GatewayError(`wechat: close failed (HTTP ${status})`, json);
    },
    parseNotification(headers, rawBody) {
      const h = (name: string) => {
        const v = headers[name];
        return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
      };
      const genuine = verifyWechatSignature(
        {
          timestamp: h('wechatpay-timestamp'),
          nonce: h('wechatpay-nonce'),
          signature: h('wechatpay-signature'),
          serial: h('wechatpay-serial') || undefined,
          body: rawBody,
        },
        cfg.platformPublicKey,
        { ...(cfg.platformSerial ? { expectedSerial: cfg.platformSerial } : {}) },
      );
      if (!genuine) throw new GatewayError('wechat: notification signature invalid');
      const envelope = JSON.parse(rawBody) as { resource?: EncryptedResource };
      if (!envelope.resource) throw new GatewayError('wechat: notification without resource');
      const trade = JSON.parse(decryptResource(envelope.resource, cfg.apiV3Key)) as {
        out_trade_no?: string;
        trade_state?: string;
        mchid?: string;
        amount?: { total?: number };
      };
      if (!trade.out_trade_no || trade.mchid !== cfg.mchId)
        throw new GatewayError('wechat: notification for another merchant');
      const state = trade.trade_state ?? '';
      return {
        outTradeNo: trade.out_trade_no,
        status: WECHAT_STATUS[state] ?? 'FAILED',
        state,
        ...(typeof trade.amount?.total === 'number' ? { amountFen: trade.amount.total } : {}),
      };
    },
  };
}
