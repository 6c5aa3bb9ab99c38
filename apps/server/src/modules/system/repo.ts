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

/** A dictionary code's entries, value by key (e.g. group_template_type for the follow groups). */
export async function dictionaryValuesByKey(db: Queries, code: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('dict_biz')
    .select(['dict_key', 'dict_value'])
    .where('code', '=', code)
    .orderBy('sort')
    .execute();
  return new Map(rows.map((r) => [r.dict_key, r.dict_value]));
}
