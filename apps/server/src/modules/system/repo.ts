import type { Q } from '../../db/kysely';

/** Business dictionaries (reference data shared by every tenant). */
export function dictionary(db: Q, code: string) {
  return db
    .selectFrom('dict_biz')
    .select(['dict_key as dictKey', 'dict_value as dictValue', 'sort'])
    .where('code', '=', code)
    .orderBy('sort')
    .orderBy('dict_key')
    .execute();
}
