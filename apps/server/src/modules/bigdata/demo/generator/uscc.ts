/** Building unified social credit codes (GB 32100) for generated companies and organisations. */
import { orgCodeCheckChar, usccCheckChar } from '../../reference';
import type { Rng } from './rng';

/** Body characters the generator uses for organisation codes (digits and letters that are valid in USCC). */
const ORG_BODY_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

export interface UsccParts {
  /** Registration authority + type, e.g. '91' for an enterprise registered by market regulation. */
  kind?: string;
  /** 6-digit GB/T 2260 code of the registering authority. */
  regionCode: string;
  /** 8-character organisation code body; random when omitted. */
  orgBody?: string;
}

export function buildUscc(parts: UsccParts, rng?: Rng): string {
  const kind = parts.kind ?? '91';
  if (!/^[0-9A-HJ-NP-RTUW-Y]{2}$/.test(kind)) throw new Error(`bad USCC kind: ${kind}`);
  if (!/^\d{6}$/.test(parts.regionCode)) throw new Error(`bad region code: ${parts.regionCode}`);
  let body = parts.orgBody;
  if (body === undefined) {
    if (!rng) throw new Error('buildUscc needs an Rng or an orgBody');
    body = randomOrgBody(rng);
  }
  const org = body + orgCodeCheckChar(body);
  const first17 = kind + parts.regionCode + org;
  return first17 + usccCheckChar(first17);
}

/** Mostly digits (like real codes of the MA…/ 5… /7… ranges), sometimes the 'MA' prefix of post-2015 codes. */
export function randomOrgBody(rng: Rng): string {
  let body: string;
  if (rng.chance(0.55)) {
    body = 'MA';
    for (let i = 0; i < 6; i++) body += ORG_BODY_ALPHABET[rng.int(0, ORG_BODY_ALPHABET.length - 1)];
  } else {
    body = String(rng.int(3, 7));
    for (let i = 0; i < 7; i++) body += String(rng.int(0, 9));
  }
  return body;
}
