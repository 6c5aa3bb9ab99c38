import type { QueriesOf } from '../../db/module-store';
import { escapeLike } from '../../db/like';
import { paginate, type PageRequest } from '../../db/paginate';

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

/** The list for the console: words containing `keyword` (literal), newest first, a page at a time. */
export function sensitiveWordPage(db: Queries, keyword: string | undefined, page: PageRequest) {
  let q = db.selectFrom('sensitive_words').select(['word', 'created_at']);
  if (keyword) q = q.where('word', 'like', `%${escapeLike(keyword)}%`);
  return paginate(q.orderBy('created_at', 'desc').orderBy('word'), page);
}

export async function sensitiveWordCount(db: Queries): Promise<number> {
  const row = await db
    .selectFrom('sensitive_words')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
