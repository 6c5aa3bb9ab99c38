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
