/**
 * The one URL-safety rule (docs/architecture/security.md): what a URL may be before it is stored by
 * the server (`storableUrl`, used by every contract field that takes a URL) or put into the DOM by
 * the ui kit, the widgets and the portal (`safeUrl`). Zod-free, so every client may import it.
 */
/** What a URL is used for: a link or video needs http(s); an <img> may also take an inline raster or SVG. */
export type UrlUse = 'link' | 'media' | 'image';

// Browsers drop ASCII tab and newline anywhere in a URL and trim C0 controls and spaces, so
// "java\tscript:" runs as javascript:. Judge the scheme on the URL as the browser will read it.
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// An image loaded through <img> cannot run script (SVG included), so inline images are allowed there only.
const DATA_IMAGE = /^data:image\/(png|gif|jpe?g|webp|avif|svg\+xml)[;,]/i;

/**
 * The URL when it is safe to put into the DOM, else undefined. Allowed: http:, https:, protocol-relative
 * // and same-origin paths starting with /; for `image` also data:image/... . Everything else (javascript:,
 * vbscript:, data: elsewhere, file:, bare words like "x") is dropped.
 */
export function safeUrl(url: unknown, use: UrlUse = 'link'): string | undefined {
  if (typeof url !== 'string') return undefined;
  const value = url.trim();
  const judged = value.replace(IGNORED, '');
  if (!judged) return undefined;
  if (judged.startsWith('/')) return value;
  const scheme = SCHEME.exec(judged)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return value;
  if (use === 'image' && DATA_IMAGE.test(judged)) return value;
  return undefined;
}

/** Where our own uploads are served: the only same-origin path a stored URL may name. */
export const UPLOAD_PATH_PREFIX = '/api/platform-resource/';

/**
 * Whether a URL may be stored: http, https or protocol-relative, or one of our uploads
 * (`/api/platform-resource/...`), written out plainly (no whitespace or control character
 * anywhere, so the stored text is what a browser will read). Other same-origin paths are refused:
 * an <img> pointing at one of our own API paths would make every reader's browser call it.
 */
export function storableUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f<>"'`\\]/.test(url) || safeUrl(url, 'link') !== url) return false;
  return !url.startsWith('/') || url.startsWith('//') || url.startsWith(UPLOAD_PATH_PREFIX);
}
