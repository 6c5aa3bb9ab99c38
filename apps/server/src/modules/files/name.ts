import { UPLOAD_NAME_MAX } from '@platform/contracts';

/**
 * C0 and C1 controls (\p{Cc}: NUL, CR and LF among them) and the bidirectional marks and
 * overrides that can make "invoice\u202Efdp.exe" read as "invoiceexe.pdf".
 */
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** An extension kept when a long name is cut: ".txt", ".xlsx", not a whole sentence after a dot. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * The name a file was sent under, made safe to store and to hand back in a download header: the
 * last path segment only, no controls, at most UPLOAD_NAME_MAX characters (a long name loses the
 * end of its stem, not its extension). 'file' when nothing is left.
 */
export function sanitizeFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base.replace(INVISIBLE, '').replace(LONE_SURROGATE, '').trim();
  const chars = Array.from(clean);
  let name = clean;
  if (chars.length > UPLOAD_NAME_MAX) {
    const extension = Array.from(EXTENSION.exec(clean)?.[0] ?? '');
    name = chars
      .slice(0, UPLOAD_NAME_MAX - extension.length)
      .join('')
      .trimEnd()
      .concat(extension.join(''));
  }
  return name === '' || /^\.+$/.test(name) ? 'file' : name;
}

/** RFC 8187 ext-value of a UTF-8 name: what `filename*=UTF-8''` carries. */
export function encodeHeaderName(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
