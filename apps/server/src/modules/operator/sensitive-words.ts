import type { Store } from '../../db/kysely';
import {
  addSensitiveWords,
  forgetSensitiveWords,
  removeSensitiveWords,
  sensitiveWordCount,
  sensitiveWordPage,
} from '../content';

/**
 * The sensitive-word list every published text, comment and chat message is checked against
 * (content's list): read, added to and removed from by the operator. A change drops the compiled
 * list, so this server checks against it at once (others within the list's 30-second trust).
 */
export async function page(store: Store, input: { keyword?: string; current: number; size: number }) {
  const found = await sensitiveWordPage(store.db, input.keyword, input);
  return {
    records: found.rows.map((r) => ({ word: r.word, createdAt: new Date(r.created_at).toISOString() })),
    total: found.total,
    current: input.current,
    size: input.size,
  };
}

export async function change(store: Store, words: readonly string[], action: 'add' | 'remove') {
  const before = await sensitiveWordCount(store.db);
  if (action === 'add') await addSensitiveWords(store.db, words);
  else await removeSensitiveWords(store.db, [...new Set(words.map((w) => w.trim()))]);
  forgetSensitiveWords();
  const total = await sensitiveWordCount(store.db);
  return { changed: Math.abs(total - before), total };
}
