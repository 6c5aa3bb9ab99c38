/**
 * Unified social credit code (统一社会信用代码), GB 32100-2015:
 *   1  registration authority (登记管理部门码): '9' = 工商 (market regulation)
 *   2  organisation type (机构类别码): under '9', '1' = 企业, '2' = 个体工商户, '3' = 农民专业合作社
 *   3–8  administrative division code (GB/T 2260) of the registering authority
 *   9–17 organisation code (GB 11714): 8 body characters + its own check character (0–9 or X)
 *   18 check character over the 31-character alphabet (no I, O, S, V, Z), weights 3^(i-1) mod 31.
 */

export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;

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
