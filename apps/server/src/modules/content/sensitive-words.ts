import AhoCorasick from 'modern-ahocorasick';
import type { QueriesOf } from '../../db/module-store';
import { allSensitiveWords } from './sensitive-words-repo';

type Queries = QueriesOf<'content'>;

/** How long a compiled list is trusted before the table is read again (an operator's edit shows within it). */
const LIST_TTL_MS = 30_000;

let compiled: { at: number; matcher: AhoCorasick | null } | undefined;

async function matcherFor(db: Queries): Promise<AhoCorasick | null> {
  if (compiled && Date.now() - compiled.at < LIST_TTL_MS) return compiled.matcher;
  const words = await allSensitiveWords(db);
  compiled = { at: Date.now(), matcher: words.length ? new AhoCorasick(words) : null };
  return compiled.matcher;
}

/** Drops the compiled list, so the next check reads the table (after an edit, and between tests). */
export function forgetSensitiveWords(): void {
  compiled = undefined;
}

/** The distinct sensitive words the texts contain, in the order first found; empty when clean. */
export async function sensitiveWordsIn(db: Queries, ...texts: readonly string[]): Promise<string[]> {
  const matcher = await matcherFor(db);
  if (!matcher) return [];
  const found = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const match of matcher.iterate(text)) found.add(match.pattern);
  }
  return [...found];
}
