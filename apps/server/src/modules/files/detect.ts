import { fileTypeFromBuffer } from 'file-type';
import { ResultCode, UPLOAD_TYPES, type MessageKey, type UploadKind } from '@platform/contracts';
import { AppError } from '../../lib/errors';

const REFUSAL: Record<UploadKind, MessageKey> = {
  avatar: 'imageTypeNotAllowed',
  image: 'imageTypeNotAllowed',
  video: 'videoTypeNotAllowed',
  file: 'fileTypeNotAllowed',
};

const refuse = (kind: UploadKind) => new AppError(REFUSAL[kind], ResultCode.UNSUPPORTED_MEDIA_TYPE, 415);

/**
 * The file's type from its bytes (magic numbers), whatever its name or declared type says. SVG and
 * HTML have no signature file-type accepts as an image, so they are refused like any unknown type.
 * A chat attachment ('file') without a signature may still be text: see textType.
 */
export async function detectType(bytes: Uint8Array, kind: UploadKind, name: string): Promise<string> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    if (UPLOAD_TYPES[kind].includes(found.mime)) return found.mime;
    throw refuse(kind);
  }
  const text = kind === 'file' ? textType(bytes, name) : undefined;
  if (text) return text;
  throw refuse(kind);
}

const TEXT_BY_EXTENSION: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

/**
 * Plain text has no magic number, so it needs all of: a name ending .txt or .csv (the sanitised
 * name it will be downloaded as), valid UTF-8 (ASCII included, a UTF-8 BOM allowed; GBK/GB18030
 * text is refused), no NUL byte (every executable has them), and no start a browser or viewer
 * would take for markup or a script (looksLikeMarkup).
 */
export function textType(bytes: Uint8Array, name: string): string | undefined {
  const type = TEXT_BY_EXTENSION[/\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''];
  if (!type || bytes.includes(0)) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  return looksLikeMarkup(text) ? undefined : type;
}

/**
 * The WHATWG MIME sniffing patterns for HTML and XML (a tag name followed by a space or '>', a
 * comment, an XML declaration), plus SVG and a script's #! line, after leading whitespace. Served
 * text is already nosniff and an attachment; this keeps such a page from being stored at all.
 */
const MARKUP =
  /^(?:<(?:!doctype html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|svg)[\s>]|<!--|<\?xml|#!)/i;

function looksLikeMarkup(text: string): boolean {
  return MARKUP.test(text.replace(/^[\t\n\f\r ]+/, '')); // the decoder has dropped a BOM
}
