/**
 * Unified social credit code (统一社会信用代码), GB 32100-2015:
 *   1  registration authority (登记管理部门码): '9' = 工商 (market regulation)
 *   2  organisation type (机构类别码): under '9', '1' = 企业, '2' = 个体工商户, '3' = 农民专业合作社
 *   3–8  administrative division code (GB/T 2260) of the registering authority
 *   9–17 organisation code (GB 11714): 8 body characters + its own check character (0–9 or X)
 *   18 check character over the 31-character alphabet (no I, O, S, V, Z), weights 3^(i-1) mod 31.
 */
import type { Rng } from './rng';

export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;
/** Body characters the generator uses for organisation codes (digits and letters that are valid in USCC). */
const ORG_BODY_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

function orgCharValue(ch: string): number {
  const code = ch.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55; // A = 10 … Z = 35
  return -1;
}

/** GB 11714 check character for an 8-character organisation code body. */
export function orgCodeCheckChar(body: string): string {
  if (!/^[0-9A-Z]{8}$/.test(body)) throw new Error(`bad organisation code body: ${body}`);
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += orgCharValue(body[i] as string) * (ORG_WEIGHTS[i] as number);
  const c = 11 - (sum % 11);
  return c === 10 ? 'X' : c === 11 ? '0' : String(c);
}

/** GB 32100 check character for the first 17 characters. */
export function usccCheckChar(first17: string): string {
  if (first17.length !== 17) throw new Error('USCC check needs 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = USCC_ALPHABET.indexOf(first17[i] as string);
    if (v < 0) throw new Error(`character not allowed in a USCC: ${first17[i]}`);
    sum += v * (USCC_WEIGHTS[i] as number);
  }
  return USCC_ALPHABET[(31 - (sum % 31)) % 31] as string;
}

const USCC_SHAPE = /^[0-9A-HJ-NP-RTUW-Y]{2}\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/;

/**
 * Validates shape and the GB 32100 check character. With `checkOrgCode` the embedded GB 11714
 * organisation-code check character (position 17) is verified too; every code we generate passes
 * both, and so do codes converted from an old organisation code.
 */
export function isValidUscc(code: string, options: { checkOrgCode?: boolean } = {}): boolean {
  if (typeof code !== 'string' || !USCC_SHAPE.test(code)) return false;
  if (usccCheckChar(code.slice(0, 17)) !== code[17]) return false;
  if (options.checkOrgCode) {
    const body = code.slice(8, 16);
    if (!/^[0-9A-Z]{8}$/.test(body)) return false;
    if (orgCodeCheckChar(body) !== code[16]) return false;
  }
  return true;
}

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
