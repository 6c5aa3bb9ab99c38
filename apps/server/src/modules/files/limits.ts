import { ResultCode, UPLOAD_MAX_BYTES, type UploadKind } from '@platform/contracts';
import { AppError } from '../../lib/errors';

/** Room for the multipart boundaries and part headers around the file itself. */
export const MULTIPART_OVERHEAD = 64 * 1024;

export const fileTooLarge = (kind: UploadKind) =>
  new AppError(
    'fileTooLarge',
    ResultCode.PAYLOAD_TOO_LARGE,
    413,
    `${UPLOAD_MAX_BYTES[kind] / (1024 * 1024)} MB`,
  );
