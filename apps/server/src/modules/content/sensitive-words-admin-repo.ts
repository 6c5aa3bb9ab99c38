import type { QueriesOf } from '../../db/module-store';

type Queries = QueriesOf<'content'>;

/** Adds words to the list (the operator console of issue 32); call forgetSensitiveWords() after. */
export async function addSensitiveWords(db: Queries, words: readonly string[]): Promise<void> {
  const clean = [...new Set(words.map((w) => w.trim()).filter(Boolean))];
  if (!clean.length) return;
  await db
    .insertInto('sensitive_words')
    .values(clean.map((word) => ({ word })))
    .onConflict((oc) => oc.column('word').doNothing())
    .execute();
}

/** Removes words from the list; call forgetSensitiveWords() after. */
export async function removeSensitiveWords(db: Queries, words: readonly string[]): Promise<void> {
  if (!words.length) return;
  await db
    .deleteFrom('sensitive_words')
    .where('word', 'in', [...words])
    .execute();
}
