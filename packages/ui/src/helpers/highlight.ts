/** One piece of a text split around a search keyword; `match` pieces are the keyword itself. */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits `text` around every case-insensitive occurrence of `keyword`, so a result row can render
 * the matched parts as <mark> text nodes (never as HTML).
 */
export function highlightParts(
  text: string | null | undefined,
  keyword: string | null | undefined,
): TextPart[] {
  const value = text ?? '';
  const needle = (keyword ?? '').trim().toLowerCase();
  if (!value) return [];
  if (!needle) return [{ text: value, match: false }];
  const parts: TextPart[] = [];
  const lower = value.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: value.slice(from, at), match: false });
    parts.push({ text: value.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < value.length) parts.push({ text: value.slice(from), match: false });
  return parts;
}
