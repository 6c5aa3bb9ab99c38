import type { QueriesOf } from '../../db/module-store';

type Queries = QueriesOf<'content'>;

/** Every word of the list, in a stable order. */
export const allSensitiveWords = (db: Queries) =>
  db
    .selectFrom('sensitive_words')
    .select('word')
    .orderBy('word')
    .execute()
    .then((rows) => rows.map((r) => r.word));
