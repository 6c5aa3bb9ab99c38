import { sql } from 'kysely';
import type { QueriesOf } from '../../db/module-store';

type Queries = QueriesOf<'captcha'>;

const inSeconds = (s: number) => sql<Date>`now() + make_interval(secs => ${s})`;

export async function insertPuzzle(db: Queries, token: string, x: number, y: number, ttlSeconds: number) {
  await db
    .deleteFrom('captchas')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('captchas')
    .values({ token, answer_x: x, answer_y: y, expires_at: inSeconds(ttlSeconds) })
    .execute();
}

/** Removes a live puzzle and hands back its answer: each puzzle is tried once. */
export function takePuzzle(db: Queries, token: string) {
  return db
    .deleteFrom('captchas')
    .where('token', '=', token)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('answer_x')
    .executeTakeFirst();
}

export function puzzleAnswer(db: Queries, token: string) {
  return db
    .selectFrom('captchas')
    .select(['answer_x', 'answer_y'])
    .where('token', '=', token)
    .executeTakeFirst();
}

export async function insertVerification(db: Queries, verification: string, ttlSeconds: number) {
  await db
    .insertInto('captcha_verifications')
    .values({ verification, expires_at: inSeconds(ttlSeconds) })
    .execute();
}

/** True when the verification was live and unused; it is used up now. */
export async function useVerification(db: Queries, verification: string): Promise<boolean> {
  const res = await db
    .updateTable('captcha_verifications')
    .set({ used_at: sql<Date>`now()` })
    .where('verification', '=', verification)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return res.numUpdatedRows === 1n;
}
