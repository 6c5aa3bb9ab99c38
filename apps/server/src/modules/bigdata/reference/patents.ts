/**
 * Chinese patent numbers and classes (docs/enterprise-data.md, Patents).
 *
 * A CNIPA application number (申请号; the patent number ZL… once granted is the same digits) is
 * `CN` + the filing year (4 digits) + the kind (1 invention, 2 utility model, 3 design, 8 invention
 * and 9 utility model entering China through the PCT) + a 7-digit serial, then a point and a check
 * character: the 12 digits times 2 3 4 5 6 7 8 9 2 3 4 5, summed, mod 11 (10 is X). Numbers filed
 * before 2004 have 8 digits (2-digit year, kind, 5-digit serial) and weights 2 to 9.
 * Examples: 201710601862.3, 95115608.X.
 */
import type { PatentKind } from '../types';

const WEIGHTS = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5] as const;

/** The check character of the 8 or 12 digits of an application number. */
export function patentCheckChar(digits: string): string {
  if (!/^(\d{8}|\d{12})$/.test(digits)) throw new Error(`bad application number digits: ${digits}`);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (WEIGHTS[i] as number);
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

const PATENT_NO = /^CN(\d{8}|\d{12})\.([\dX])$/;

/** `CN` + 8 or 12 digits + `.` + the right check character, and a known kind digit. */
export function isValidPatentNo(no: string): boolean {
  const m = PATENT_NO.exec(no);
  return m !== null && patentCheckChar(m[1] as string) === m[2] && patentKindOfNo(no) !== undefined;
}

const KIND_DIGITS: Record<string, PatentKind> = {
  '1': 'invention',
  '8': 'invention',
  '2': 'utility',
  '9': 'utility',
  '3': 'design',
};

/** The kind an application number's kind digit says (undefined for a malformed number). */
export function patentKindOfNo(no: string): PatentKind | undefined {
  const m = PATENT_NO.exec(no);
  if (!m) return undefined;
  const digits = m[1] as string;
  return KIND_DIGITS[digits.length === 12 ? (digits[4] as string) : (digits[2] as string)];
}

/** An IPC symbol: section, class, subclass, main group / subgroup ('H01M 10/0525'). */
export const IPC_SYMBOL = /^[A-H]\d{2}[A-Z] \d{1,4}\/\d{2,6}$/;
/** A Locarno class and subclass of a design ('13-02'). */
export const LOCARNO_CLASS = /^\d{2}-\d{2}$/;
