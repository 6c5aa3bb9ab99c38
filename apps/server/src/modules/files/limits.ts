import type { FastifyRequest } from 'fastify';
import { ResultCode, UPLOAD_MAX_BYTES, type UploadKind } from '@platform/contracts';
import { AppError } from '../../lib/errors';

/** Room for the multipart boundaries and part headers around the file itself. */
export const MULTIPART_OVERHEAD = 64 * 1024;

/** The request declares a body longer than a file of maxBytes with its multipart framing. */
export const declaresMoreThan = (request: FastifyRequest, maxBytes: number) =>
  Number(request.headers['content-length'] ?? 0) > maxBytes + MULTIPART_OVERHEAD;

export const fileTooLarge = (kind: UploadKind) =>
  new AppError(
    'fileTooLarge',
    ResultCode.PAYLOAD_TOO_LARGE,
    413,
    `${UPLOAD_MAX_BYTES[kind] / (1024 * 1024)} MB`,
  );
