/**
 * Unified social credit code (统一社会信用代码) check, GB 32100-2015: shape, then the check character
 * over the 31-character alphabet (no I, O, S, V, Z) with weights 3^(i-1) mod 31. Optionally the
 * embedded GB 11714 organisation-code check (position 17). Shared by server and clients; the demo
 * data generator builds codes with the same rule (apps/server/src/modules/bigdata/generator/uscc.ts).
 */
export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;
export const USCC_PATTERN = /^[0-9A-HJ-NP-RTUW-Y]{2}\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/;

function checkChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++)
    sum += USCC_ALPHABET.indexOf(first17[i] as string) * (USCC_WEIGHTS[i] as number);
  return USCC_ALPHABET[(31 - (sum % 31)) % 31] as string;
}

function orgCheckChar(body: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const c = body.charCodeAt(i);
    sum += (c <= 57 ? c - 48 : c - 55) * (ORG_WEIGHTS[i] as number);
  }
  const v = 11 - (sum % 11);
  return v === 10 ? 'X' : v === 11 ? '0' : String(v);
}

export function isValidUscc(code: unknown, options: { checkOrgCode?: boolean } = {}): boolean {
  if (typeof code !== 'string' || !USCC_PATTERN.test(code)) return false;
  if (checkChar(code.slice(0, 17)) !== code[17]) return false;
  if (options.checkOrgCode && orgCheckChar(code.slice(8, 16)) !== code[16]) return false;
  return true;
}
