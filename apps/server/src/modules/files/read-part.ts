import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { ResultCode, UPLOAD_MAX_BYTES, type UploadKind } from '@platform/contracts';
import { AppError, badRequest } from '../../lib/errors';
import { fileTooLarge } from './limits';

function describe(error: unknown, tooLarge: () => AppError): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
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

/**
 * The part's bytes, or fileTooLarge as soon as busboy reaches the limit. Busboy does not fail
 * there: it cuts the part, sets `truncated` and emits 'limit', and when the limit falls on a
 * chunk boundary the plugin's toBuffer() answers the cut bytes as if they were the whole file.
 */
async function readWithinLimit(part: MultipartFile, tooLarge: () => AppError): Promise<Buffer> {
  const { file } = part;
  file.once('limit', () => file.destroy(tooLarge()));
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  if (file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/**
 * The one file of a multipart body (field name free), read into memory up to the kind's limit.
 * The whole body is parsed before the file is handed on, so a second file or a part over a
 * limit anywhere in it refuses the upload instead of going unnoticed after the first file.
 */
export const readFilePart = (request: FastifyRequest, kind: UploadKind): Promise<FilePart> =>
  readOneFile(request, UPLOAD_MAX_BYTES[kind], () => fileTooLarge(kind));

/** The same for a route with its own limit and refusal (an import): needs multipart registered in its scope. */
export async function readOneFile(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<FilePart> {
  try {
    let found: FilePart | undefined;
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      found = { bytes: await readWithinLimit(part, tooLarge), filename: part.filename };
    }
    if (!found || found.bytes.byteLength === 0) throw badRequest('fileMissing');
    return found;
  } catch (error) {
    // The rest of a refused body is read and dropped (as Node does for a body never read), so
    // the client gets the answer instead of a connection stalled on a body nobody reads.
    request.raw.resume();
    throw describe(error, tooLarge);
  }
}
