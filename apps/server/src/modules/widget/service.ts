import { WIDGET_LIMITS, type MessageKey } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { AuthUser } from '../../lib/auth';
import { noteAdapterError } from '../../lib/adapter-health';
import { forbidden, unauthorized } from '../../lib/errors';
import {
  customerForDomain,
  findUserById,
  findUserByPhone,
  membership,
  registerByPhone,
  resolveLoginTenant,
  belongsToCustomer,
} from '../accounts';
import { startWidgetSession } from '../auth';
import * as repo from './repo';
import { signPartnerRequest, signatureMatches, timestampFresh } from './signature';

export interface SignedRequest {
  partnerId: string;
  timestamp: string;
  signature: string;
  rawBody: string;
}

/**
 * The server-to-server token: a signed request from the partner's backend (fresh, never seen
 * before) for one of the partner's origins. The partner's user is the platform user with that
 * phone among the partner's customer's users, registered like an SMS login when there is none.
 */
export async function mintPartnerToken(
  store: Store,
  jwtKey: Uint8Array,
  signed: SignedRequest,
  input: { origin: string; phone: string },
) {
  const partner = await verifySignedRequest(store, signed, input.origin);
  if (!partner.origins.includes(input.origin)) throw forbidden('widgetOriginRefused');
  // A phone registered under another customer is not this partner's to sign in.
  const user = await partnerUserByPhone(store, input.phone, partner.customer_code, 'widgetOriginRefused');
  const m = await resolveLoginTenant(store.db, user, undefined, partner.customer_code);
  return startWidgetSession(store, jwtKey, user, m, input.origin, WIDGET_LIMITS.tokenSeconds);
}

/**
 * The secrets a partner's requests may be signed with: its own, and the one it replaced while the
 * grace period the operator gave on rotation runs (docs/widgets-partners.md).
 */
export function acceptedSecrets(partner: repo.PartnerRow, now = Date.now()): string[] {
  const until = partner.previous_secret_until;
  return partner.previous_secret && until && until.getTime() > now
    ? [partner.secret, partner.previous_secret]
    : [partner.secret];
}

type Refusal = { customer: string; origin: string; reason: repo.RefusalReason };

/** Refusals not yet written, per store: coalesced, so a flood costs a few writes, not one each. */
const unwritten = new WeakMap<
  Store,
  { pending: Map<string, { refusal: Refusal; n: number }>; busy: boolean }
>();
/** Distinct refusals held while a write runs; past it new ones are dropped (memory stays bounded). */
const UNWRITTEN_MAX = 500;

async function writeRefusals(
  store: Store,
  state: { pending: Map<string, { refusal: Refusal; n: number }>; busy: boolean },
) {
  state.busy = true;
  try {
    while (state.pending.size) {
      const batch = [...state.pending.values()];
      state.pending.clear();
      for (const { refusal, n } of batch)
        await repo
          .countRefusal(store.db, refusal, n)
          .catch((err: unknown) => noteAdapterError('database', err));
    }
  } finally {
    state.busy = false;
  }
}

/**
 * Counts a refused widget request for the operator's console (widget_refusals) without holding the
 * refusal up: the write runs on its own (refusals arriving meanwhile are added up and written
 * together), and its failure is only noted (adapter health), never the caller's.
 */
export function noteRefusal(store: Store, refusal: Refusal): void {
  const row = { ...refusal, origin: refusal.origin.slice(0, 200), customer: refusal.customer.slice(0, 64) };
  let state = unwritten.get(store);
  if (!state) unwritten.set(store, (state = { pending: new Map(), busy: false }));
  const key = JSON.stringify([row.customer, row.origin, row.reason]);
  const held = state.pending.get(key);
  if (held) held.n += 1;
  else if (state.pending.size < UNWRITTEN_MAX) state.pending.set(key, { refusal: row, n: 1 });
  if (!state.busy) void writeRefusals(store, state);
}

/**
 * Counts a browser's refused call (an origin no partner lists, or over its rate) on the customer
 * the call was for (the widget's, else the host name's); in the background, like noteRefusal.
 */
export function noteOriginRefusal(
  store: Store,
  refusal: { origin: string; customerCode: string | undefined; hostname: string; reason: 'origin' | 'rate' },
): void {
  const customer = refusal.customerCode
    ? Promise.resolve(refusal.customerCode)
    : customerForDomain(store.db, refusal.hostname).then((c) => c.customer_code);
  void customer.then(
    (code) => noteRefusal(store, { customer: code, origin: refusal.origin, reason: refusal.reason }),
    (err: unknown) => noteAdapterError('database', err),
  );
}

/** A request from a partner's backend: a known partner, a fresh timestamp, its signature, used once. */
export async function verifySignedRequest(store: Store, signed: SignedRequest, origin?: string) {
  const partner = signed.partnerId ? await repo.partnerById(store.db, signed.partnerId) : undefined;
  if (!partner) throw unauthorized('widgetPartnerUnknown');
  const signedWith = acceptedSecrets(partner).some((secret) =>
    signatureMatches(signPartnerRequest(secret, signed.timestamp, signed.rawBody), signed.signature),
  );
  if (!timestampFresh(signed.timestamp, WIDGET_LIMITS.clockSkewSeconds) || !signedWith) {
    noteRefusal(store, {
      customer: partner.customer_code,
      origin: origin ?? `partner:${partner.id}`,
      reason: 'signature',
    });
    throw unauthorized('widgetSignatureInvalid');
  }
  const keepUntil = new Date(Date.now() + 2 * WIDGET_LIMITS.clockSkewSeconds * 1000);
  if (!(await repo.useSignature(store.db, signed.signature, keepUntil)))
    throw unauthorized('widgetSignatureReused');
  return partner;
}

/**
 * The partner's user: the platform user with that phone among the customer's users, registered
 * like an SMS login when the phone is new; a phone of another customer is refused with `refusal`.
 */
export async function partnerUserByPhone(
  store: Store,
  phone: string,
  customerCode: string,
  refusal: MessageKey,
) {
  const existing = await findUserByPhone(store.db, phone);
  if (!existing) return registerByPhone(store, phone, customerCode);
  if (!(await belongsToCustomer(store.db, existing.id, customerCode))) throw forbidden(refusal);
  return existing;
}

/**
 * The login popup's exchange: the signed-in portal user gets a widget token for a partner origin
 * of their own customer (or the platform's own origin, for the demo page). A widget token cannot
 * be exchanged: a partner page must not stretch a 15-minute token for ever.
 */
export async function exchangeForWidgetToken(
  store: Store,
  jwtKey: Uint8Array,
  user: AuthUser,
  origin: string,
  ownOrigin: string,
) {
  if (user.scope === 'widget') throw forbidden('widgetTokenNotExchangeable');
  const m = await membership(store.db, user.userId, user.tenantId);
  const row = await findUserById(store.db, user.userId);
  if (!m || !row) throw unauthorized('tokenInvalid');
  if (origin !== ownOrigin && !(await repo.partnerForOrigin(store.db, m.customer_code, origin)))
    throw forbidden('widgetOriginRefused');
  return startWidgetSession(store, jwtKey, row, m, origin, WIDGET_LIMITS.tokenSeconds);
}

/**
 * Whether a page of `origin` may call us: the partner that lists it among the customer's partners
 * (the customer named by the widget, else the one of the host name). undefined: refused.
 */
export async function partnerAllowing(
  store: Store,
  origin: string,
  customerCode: string | undefined,
  hostname: string,
): Promise<repo.PartnerRow | undefined> {
  const code = customerCode ?? (await customerForDomain(store.db, hostname)).customer_code;
  return repo.partnerForOrigin(store.db, code, origin);
}

export function assertCustomerCode(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\w-]{1,64}$/.test(value)) throw forbidden('widgetUnknownCustomer');
  return value;
}
