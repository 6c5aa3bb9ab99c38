import { safeUrl } from '@platform/contracts/url';

/** A run of plain text or a link found in a text message. */
export type TextPart = { text: string; href?: string };

// http(s) URLs up to whitespace or Chinese punctuation; trailing ASCII punctuation is left as text.
const URL = /https?:\/\/[^\s<>"'，。！？、；：“”‘’（）【】《》]+/gi;
const TRAILING = /[.,;:!?)\]}]+$/;

/** Splits a message into text and http/https links (safeUrl-checked); nothing else becomes a link. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL)) {
    let url = match[0];
    const trailing = TRAILING.exec(url)?.[0] ?? '';
    url = url.slice(0, url.length - trailing.length);
    const href = safeUrl(url);
    if (!href || url.length <= 'https://'.length) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: url, href });
    last = match.index + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
