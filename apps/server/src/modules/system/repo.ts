import type { QueriesOf, StoreOf } from '../../db/module-store';

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

/** How many entries each dictionary code holds. */
export async function dictionaryCounts(db: Queries): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('dict_biz')
    .select(['code', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('code')
    .execute();
  return new Map(rows.map((r) => [r.code, Number(r.n)]));
}

/** Replaces a dictionary's entries in one transaction (the operator console). */
export async function replaceDictionary(
  store: StoreOf<'system'>,
  code: string,
  entries: ReadonlyArray<{ dictKey: string; dictValue: string; sort: number }>,
): Promise<void> {
  await store.transaction(async ({ db: tx }) => {
    await tx.deleteFrom('dict_biz').where('code', '=', code).execute();
    if (entries.length)
      await tx
        .insertInto('dict_biz')
        .values(entries.map((e) => ({ code, dict_key: e.dictKey, dict_value: e.dictValue, sort: e.sort })))
        .execute();
  });
}
