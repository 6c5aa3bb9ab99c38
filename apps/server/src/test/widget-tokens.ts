import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PARTNER_HEADERS, widgetApi } from '@platform/contracts';
import { signPartnerRequest } from '../modules/widget/signature';

/** A widget token as a partner's backend gets one (tests only): signed with the partner secret. */
export async function mintWidgetToken(
  app: FastifyInstance,
  partner: { id: string; secret: string },
  fields: { origin: string; phone: string },
): Promise<{ token: string; userId: string }> {
  const raw = JSON.stringify({ ...fields, nonce: randomUUID() });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await app.inject({
    method: 'POST',
    url: widgetApi.token.path,
    headers: {
      host: 'localhost',
      'content-type': 'application/json',
      [PARTNER_HEADERS.partner]: partner.id,
      [PARTNER_HEADERS.timestamp]: timestamp,
      [PARTNER_HEADERS.signature]: signPartnerRequest(partner.secret, timestamp, raw),
    },
    payload: raw,
  });
  if (res.statusCode !== 200) throw new Error(`widget token refused: ${res.body}`);
  return res.json().data as { token: string; userId: string };
}
