import type { QueriesOf } from '../../db/module-store';

type Queries = QueriesOf<'system'>;

/** Business dictionaries (reference data shared by every tenant). */
export function dictionary(db: Queries, code: string) {
  return db
    .selectFrom('dict_biz')
    .select(['dict_key as dictKey', 'dict_value as dictValue', 'sort'])
    .where('code', '=', code)
    .orderBy('sort')
    .orderBy('dict_key')
    .execute();
}

/** Every value of a dictionary, in no particular order. */
export async function dictionaryValues(db: Queries, code: string): Promise<string[]> {
  const rows = await db.selectFrom('dict_biz').select('dict_value').where('code', '=', code).execute();
  return rows.map((r) => r.dict_value);
}
