import { ResultCode, message, type Locale, type MessageKey } from '@platform/contracts';

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

/**
 * The envelope code and message for a framework error (body too large, wrong content type...):
 * the code says what happened instead of a generic 400.
 */
function describeHttpError(status: number, name: string): { code: number; key: MessageKey } {
  switch (status) {
    case 403:
      return { code: ResultCode.FORBIDDEN, key: 'forbidden' };
    case 404:
      return { code: ResultCode.NOT_FOUND, key: 'notFound' };
    case 405:
      return { code: ResultCode.METHOD_NOT_ALLOWED, key: 'methodNotAllowed' };
    case 413:
      return { code: ResultCode.PAYLOAD_TOO_LARGE, key: 'payloadTooLarge' };
    case 415:
      return { code: ResultCode.UNSUPPORTED_MEDIA_TYPE, key: 'unsupportedMediaType' };
    case 429:
      return { code: ResultCode.TOO_MANY_REQUESTS, key: 'tooManyRequests' };
    default:
      return {
        code: ResultCode.BAD_REQUEST,
        key: /JSON|SyntaxError/i.test(name) ? 'malformedJson' : 'badRequest',
      };
  }
}

export interface Failure {
  status: number;
  code: number;
  msg: string;
}

/**
 * What the client is told about a failure it caused: our own AppError, or a framework 4xx (body
 * too large, bad JSON...). Undefined for a fault of ours, which each handler answers its own way.
 */
export function describeFailure(error: unknown, locale: Locale): Failure | undefined {
  if (error instanceof AppError) {
    const text = message(error.messageKey, locale);
    return { status: error.status, code: error.code, msg: error.detail ? `${text}: ${error.detail}` : text };
  }
  const {
    statusCode: status = 500,
    code = '',
    name = '',
  } = error as { statusCode?: number; code?: string; name?: string };
  if (status < 400 || status >= 500) return undefined;
  const described = describeHttpError(status, code + name);
  return { status, code: described.code, msg: message(described.key, locale) };
}
