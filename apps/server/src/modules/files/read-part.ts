import type { FastifyRequest } from 'fastify';
import { ResultCode, UPLOAD_MAX_BYTES, type UploadKind } from '@platform/contracts';
import { AppError, badRequest } from '../../lib/errors';
import { fileTooLarge } from './limits';

function describe(error: unknown, kind: UploadKind): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(kind);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('unsupportedMediaType', ResultCode.UNSUPPORTED_MEDIA_TYPE, 415);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('badRequest', 'one file per upload');
    default:
      return error;
  }
}

export interface FilePart {
  bytes: Buffer;
  /** The part's filename as sent (busboy keeps its last path segment); sanitised later. */
  filename: string;
}

/** The one file of a multipart body (field name free), read into memory up to the kind's limit. */
export async function readFilePart(request: FastifyRequest, kind: UploadKind): Promise<FilePart> {
  try {
    const part = await request.file({
      limits: { fileSize: UPLOAD_MAX_BYTES[kind], files: 1, fields: 4, fieldSize: 1024, parts: 5 },
    });
    if (!part) throw badRequest('fileMissing');
    const bytes = await part.toBuffer();
    if (bytes.byteLength === 0) throw badRequest('fileMissing');
    return { bytes, filename: part.filename };
  } catch (error) {
    throw describe(error, kind);
  }
}
