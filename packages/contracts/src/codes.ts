/** Result codes carried in the `code` field of every envelope (spec 1 §8, spec 2 §8). */
export const ResultCode = {
  SUCCESS: 666666,
  SUCCESS_ALT: 10200,
  OK: 200,
  PASS_16004: 16004,
  PASS_222222: 222222,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  TIMEOUT: 504,
  LOGIN_EXPIRED: 90001,
  BUSINESS_ERROR: 91001,
  PURCHASE_NEEDED: 111111,
  TRIAL_EXEMPT: 999999,
} as const;

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

/** Codes the client's request layer passes through as results rather than errors. */
export const PASS_THROUGH_CODES: readonly number[] = [
  ResultCode.PASS_16004,
  ResultCode.SUCCESS,
  ResultCode.OK,
  ResultCode.PASS_222222,
  ResultCode.SUCCESS_ALT,
];

export function isSuccessCode(code: number): boolean {
  return code === ResultCode.SUCCESS || code === ResultCode.SUCCESS_ALT || code === ResultCode.OK;
}
