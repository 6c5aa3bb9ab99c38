/** A dynamic entry of spec 2 §3. */
export interface DynamicEntry {
  id?: string | number;
  title: string;
  publisher?: string | null;
  /** 1 = system dynamic. */
  isSys?: number | null;
  webSource?: string | null;
  initSource?: string | null;
  publishDt?: string | null;
  /** May carry markup from the source; it is only ever shown as text. */
  content?: string | null;
  url?: string | null;
}

/** Publisher, or else the web source, or else the original source. */
export function trendSource(entry: Pick<DynamicEntry, 'publisher' | 'webSource' | 'initSource'>): string {
  return [entry.publisher, entry.webSource, entry.initSource].find((s) => s?.trim())?.trim() ?? '';
}

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/**
 * Markup -> readable text with paragraph breaks kept: block tags and <br> become newlines, other
 * tags are dropped, common entities decoded. The result is rendered as a text node, never as HTML.
 */
export function trendText(content: string | null | undefined): string {
  return (content ?? '')
    .replace(/<\s*(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
