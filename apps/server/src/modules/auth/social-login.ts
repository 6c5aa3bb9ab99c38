import {
  SOCIAL_LOGIN_STATE_SECONDS,
  SOCIAL_LOGIN_TICKET_SECONDS,
  type CheckThirdLoginView,
  type SocialBindingView,
  type SocialSource,
} from '@platform/contracts';
import { SocialCodeError, type SocialProvider, type SocialProviders } from '../../adapters/social-login';
import type { Q } from '../../db/kysely';
import { randomToken, sha256 } from '../../lib/crypto';
import { badRequest, forbidden } from '../../lib/errors';
import type { CustomerRow } from '../accounts';
import * as repo from './social-login-repo';

/**
 * Social login (docs/social-login.md). A login starts with a state bound to this browser (the hash
 * of an HttpOnly cookie's nonce); the provider sends the browser back with a code and the state;
 * checkThirdLogin uses the state once, asks the provider who it is, and answers a one-time ticket
 * (for the social grant) or links the identity for the user who started a binding.
 */
export function providerOf(providers: SocialProviders, source: SocialSource): SocialProvider {
  const provider = providers[source];
  if (!provider) throw badRequest('socialUnavailable');
  return provider;
}

export async function startSocialLogin(
  db: Q,
  provider: SocialProvider,
  s: {
    customer: CustomerRow;
    browserNonce: string;
    redirectUri: string;
    locale: 'zh' | 'en';
    bindUserId?: string;
  },
): Promise<{ authorizeUrl: string }> {
  const state = randomToken(32);
  await repo.insertSocialState(db, {
    stateHash: sha256(state),
    browserHash: sha256(s.browserNonce),
    customerCode: s.customer.customer_code,
    source: provider.source,
    intent: s.bindUserId ? 'bind' : 'login',
    userId: s.bindUserId ?? null,
    ttlSeconds: SOCIAL_LOGIN_STATE_SECONDS,
  });
  return { authorizeUrl: provider.authorizeUrl({ state, redirectUri: s.redirectUri, locale: s.locale }) };
}

/** A provider's nickname and avatar are shown to users: bounded text, and only an https image. */
const shownName = (nickname: string) =>
  nickname
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 64);
const shownAvatar = (avatar: string) => (/^https:\/\/[^\s"'<>]{1,480}$/.test(avatar) ? avatar : '');

export async function checkThirdLogin(
  db: Q,
  provider: SocialProvider,
  c: {
    customer: CustomerRow;
    browserNonce: string | undefined;
    code: string;
    state: string;
    redirectUri: string;
  },
): Promise<CheckThirdLoginView> {
  if (!c.browserNonce) throw badRequest('socialStateInvalid');
  const browserHash = sha256(c.browserNonce);
  const started = await repo.takeSocialState(db, {
    stateHash: sha256(c.state),
    browserHash,
    source: provider.source,
    customerCode: c.customer.customer_code,
  });
  if (!started) throw badRequest('socialStateInvalid');
  let identity;
  try {
    identity = await provider.exchange({ code: c.code, redirectUri: c.redirectUri });
  } catch (error) {
    if (error instanceof SocialCodeError) throw badRequest('socialCodeInvalid');
    throw error;
  }
  const nickname = shownName(identity.nickname);
  const avatar = shownAvatar(identity.avatar);
  if (started.intent === 'bind' && started.user_id) {
    const outcome = await repo.insertIdentity(db, {
      customerCode: c.customer.customer_code,
      source: provider.source,
      openId: identity.openId,
      userId: started.user_id,
      nickname,
      avatar,
    });
    if (outcome === 'boundToOther') throw forbidden('socialBoundToOther');
    if (outcome === 'sourceTaken') throw badRequest('socialSourceTaken');
    return { result: 'linked', uuid: null, nickname, avatar };
  }
  const owner = await repo.findIdentityUser(db, c.customer.customer_code, provider.source, identity.openId);
  const ticket = randomToken(32);
  await repo.insertSocialTicket(db, {
    ticketHash: sha256(ticket),
    browserHash,
    customerCode: c.customer.customer_code,
    source: provider.source,
    openId: identity.openId,
    nickname,
    avatar,
    ttlSeconds: SOCIAL_LOGIN_TICKET_SECONDS,
  });
  return { result: owner ? 'signIn' : 'needsPhone', uuid: ticket, nickname, avatar };
}

export async function socialBindings(
  db: Q,
  customer: CustomerRow,
  userId: string,
): Promise<SocialBindingView[]> {
  const rows = await repo.identitiesOf(db, customer.customer_code, userId);
  return rows.map((r) => ({
    source: r.source,
    nickname: r.nickname,
    avatar: r.avatar,
    boundAt: new Date(r.created_at).toISOString(),
  }));
}

export async function socialUnbind(db: Q, customer: CustomerRow, userId: string, source: SocialSource) {
  return repo.deleteIdentity(db, customer.customer_code, userId, source);
}

/**
 * The social grant's ticket: the identity's account, or (a new identity) the account of the phone
 * the caller proved with an SMS code (registered when new), which is then linked. The ticket is
 * used only once the account is known, so a wrong code can be corrected without starting again.
 */
export async function redeemSocialTicket(
  db: Q,
  r: {
    customer: CustomerRow;
    browserNonce: string | undefined;
    source: SocialSource;
    ticket: string;
    accountByPhone: () => Promise<{ id: string } | null>;
  },
): Promise<string> {
  if (!r.browserNonce) throw badRequest('socialTicketInvalid');
  const key = {
    ticketHash: sha256(r.ticket),
    browserHash: sha256(r.browserNonce),
    source: r.source,
    customerCode: r.customer.customer_code,
  };
  const ticket = await repo.findSocialTicket(db, key);
  if (!ticket) throw badRequest('socialTicketInvalid');
  const owner = await repo.findIdentityUser(db, r.customer.customer_code, r.source, ticket.open_id);
  const userId = owner?.user_id ?? (await r.accountByPhone())?.id;
  if (!userId) throw badRequest('socialNeedsPhone');
  if (!owner) {
    const outcome = await repo.insertIdentity(db, {
      customerCode: r.customer.customer_code,
      source: r.source,
      openId: ticket.open_id,
      userId,
      nickname: ticket.nickname,
      avatar: ticket.avatar,
    });
    if (outcome === 'boundToOther') throw forbidden('socialBoundToOther');
    if (outcome === 'sourceTaken') throw badRequest('socialSourceTaken');
  }
  if (!(await repo.takeSocialTicket(db, key))) throw badRequest('socialTicketInvalid');
  return userId;
}
