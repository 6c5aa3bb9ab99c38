import { ResultCode, type MessageKey } from '@platform/contracts';

/** A failure the client should see: envelope code, HTTP status and a message key (zh/en). */
export class AppError extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly code: number = ResultCode.BAD_REQUEST,
    readonly status: number = 400,
    /** Field-level detail, already safe to show (e.g. which field failed validation). */
    readonly detail?: string,
  ) {
    super(messageKey);
  }
}

export const badRequest = (key: MessageKey = 'badRequest', detail?: string) =>
  new AppError(key, ResultCode.BAD_REQUEST, 400, detail);
export const unauthorized = (key: MessageKey = 'unauthorized') =>
  new AppError(key, ResultCode.UNAUTHORIZED, 401);
export const forbidden = (key: MessageKey) => new AppError(key, ResultCode.FORBIDDEN, 403);
export const tooManyRequests = (key: MessageKey = 'tooManyRequests') =>
  new AppError(key, ResultCode.TOO_MANY_REQUESTS, 429);
