import { SignJWT, jwtVerify } from 'jose';
import { SSO_LIMITS } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { randomToken, sha256 } from '../../lib/crypto';
import { forbidden, unauthorized } from '../../lib/errors';
import type { UserRow } from '../accounts';
import * as repo from './repo';
import { acceptedSecrets, partnerUserByPhone, verifySignedRequest, type SignedRequest } from './service';

/**
 * Single sign-on for a partner's users (docs/sso.md). The partner signs a short JWT (HS256 with its
 * secret: iss its id, sub the phone, iat, exp at most 5 minutes later, a jti); the portal hands it
 * to the sso grant, which signs the user in once. `qmf/sso/call` makes such a token for partners
 * that would rather ask the platform, with the same signed request as widget tokens.
 */
const secretKey = (secret: string) => new TextEncoder().encode(secret);

export async function ssoCall(
  store: Store,
  signed: SignedRequest,
  input: { phone: string; ssoType?: string; path?: string },
  portalOrigin: string,
) {
  const partner = await verifySignedRequest(store, signed);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(partner.id)
    .setSubject(input.phone)
    .setIssuedAt()
    .setExpirationTime(`${SSO_LIMITS.callTokenSeconds}s`)
    .setJti(randomToken(16))
    .sign(secretKey(partner.secret));
  const query = new URLSearchParams({ token, appId: partner.id, phone: input.phone });
  if (input.ssoType) query.set('ssoType', input.ssoType);
  if (input.path) query.set('path', input.path);
  return { url: `${portalOrigin}/?${query.toString()}`, token, expiresIn: SSO_LIMITS.callTokenSeconds };
}

/**
 * The sso grant's check: a token of a partner of this platform's customer, signed with its secret,
 * fresh, for this phone, never used before; answers the partner's user (registered if new).
 */
export async function ssoTokenUser(
  store: Store,
  presented: { appId: string; token: string; phone: string; customerCode: string },
): Promise<UserRow> {
  const partner = await repo.partnerById(store.db, presented.appId);
  if (!partner) throw unauthorized('ssoTokenInvalid');
  if (partner.customer_code !== presented.customerCode) throw forbidden('ssoOtherPlatform');
  // The partner's secret, or the one it replaced while the rotation's grace period runs.
  let claims: Awaited<ReturnType<typeof jwtVerify>>['payload'] | null = null;
  for (const secret of acceptedSecrets(partner)) {
    claims = await jwtVerify(presented.token, secretKey(secret), {
      issuer: partner.id,
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'iat', 'exp', 'jti'],
    }).then(
      (verified) => verified.payload,
      () => null,
    );
    if (claims) break;
  }
  const lifetime = claims ? (claims.exp ?? 0) - (claims.iat ?? 0) : 0;
  if (!claims || claims.sub !== presented.phone || lifetime <= 0 || lifetime > SSO_LIMITS.maxTokenSeconds)
    throw unauthorized('ssoTokenInvalid');
  const once = `sso:${partner.id}:${sha256(String(claims.jti))}`;
  if (!(await repo.useSignature(store.db, once, new Date((claims.exp ?? 0) * 1000 + 60_000))))
    throw unauthorized('ssoTokenReused');
  return partnerUserByPhone(store, presented.phone, partner.customer_code, 'accountOfOtherCustomer');
}
