import { fileTypeFromBuffer } from 'file-type';
import { ResultCode, UPLOAD_TYPES, type UploadKind } from '@platform/contracts';
import { AppError } from '../../lib/errors';

/**
 * The file's type from its bytes (magic numbers), whatever its name or declared type says. SVG and
 * HTML have no signature file-type accepts as an image, so they are refused like any unknown type.
 */
export async function detectType(bytes: Uint8Array, kind: UploadKind): Promise<string> {
  const found = await fileTypeFromBuffer(bytes);
  if (found && UPLOAD_TYPES[kind].includes(found.mime)) return found.mime;
  throw new AppError(
    kind === 'video' ? 'videoTypeNotAllowed' : 'imageTypeNotAllowed',
    ResultCode.UNSUPPORTED_MEDIA_TYPE,
    415,
  );
}
