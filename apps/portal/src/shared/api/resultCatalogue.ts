import { PASS_THROUGH_CODES, ResultCode } from '@platform/contracts/codes';
import { payRoutes } from '@platform/contracts/pay/routes';
import { systemRoutes } from '@platform/contracts/system/routes';

/** How the shared request layer treats one response (spec 1 §8). */
export type Outcome =
  | { kind: 'pass' }
  | { kind: 'login' }
  | { kind: 'purchase' }
  | { kind: 'toast'; message: string }
  | { kind: 'timeout' };

export interface ResponseFacts {
  httpStatus: number;
  body: unknown;
}

interface BodyFields {
  code?: unknown;
  msg?: unknown;
  success?: unknown;
  error_description?: unknown;
}

const LOGIN_CODES = new Set<number>([ResultCode.LOGIN_EXPIRED, ResultCode.UNAUTHORIZED]);

function codeOf(facts: ResponseFacts): number {
  const body = (facts.body ?? {}) as BodyFields;
  if (typeof body.code === 'number') return body.code;
  if (typeof body.code === 'string' && /^\d+$/.test(body.code)) return Number(body.code);
  return facts.httpStatus;
}

export function classifyResponse(facts: ResponseFacts): Outcome {
  const body = (facts.body ?? {}) as BodyFields;
  if (body.success === true) return { kind: 'pass' };
  const code = codeOf(facts);
  if (LOGIN_CODES.has(code)) return { kind: 'login' };
  if (code === ResultCode.PURCHASE_NEEDED) return body.msg === '0' ? { kind: 'login' } : { kind: 'purchase' };
  if (code === ResultCode.BUSINESS_ERROR) return { kind: 'toast', message: String(body.msg ?? '') };
  if (PASS_THROUGH_CODES.includes(code)) return { kind: 'pass' };
  if (code === ResultCode.TIMEOUT) return { kind: 'timeout' };
  const message =
    (typeof body.msg === 'string' && body.msg) ||
    (typeof body.error_description === 'string' && body.error_description) ||
    '';
  return { kind: 'toast', message };
}

/** Calls whose trial header never opens the trial-ended prompt (the spec's three exempt URLs). */
export const TRIAL_EXEMPT_PATHS: readonly string[] = [
  systemRoutes.customerDetail.path,
  payRoutes.trialInfo.path,
  payRoutes.trialActive.path,
];

export const TRIAL_HEADER = 'trial';

export function trialHasEnded(headers: Headers, body: unknown, path: string): boolean {
  if (headers.get(TRIAL_HEADER) !== 'false') return false;
  if ((body as BodyFields | null)?.code === ResultCode.TRIAL_EXEMPT) return false;
  return !TRIAL_EXEMPT_PATHS.some((exempt) => path.startsWith(exempt));
}
