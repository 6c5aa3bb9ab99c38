import { DICTIONARY_CODES, type DictionaryEntryInput } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { badRequest } from '../../lib/errors';
import { dictionary, dictionaryCounts, replaceDictionary } from '../system';

/** The dictionaries of spec 1 §7 (system's dict_biz): their codes, entries and a whole-list save. */
export async function codes(store: Store) {
  const counts = await dictionaryCounts(store.db);
  return DICTIONARY_CODES.map((code) => ({ code, entries: counts.get(code) ?? 0 }));
}

export async function entries(store: Store, code: (typeof DICTIONARY_CODES)[number]) {
  return { code, entries: await dictionary(store.db, code) };
}

/** Replaces the list; a key twice is refused and nothing is written. */
export async function save(
  store: Store,
  code: (typeof DICTIONARY_CODES)[number],
  list: readonly DictionaryEntryInput[],
) {
  const seen = new Set<string>();
  for (const e of list) {
    if (seen.has(e.dictKey)) throw badRequest('operatorDictKeyDuplicate', e.dictKey);
    seen.add(e.dictKey);
  }
  await replaceDictionary(store, code, list);
  return entries(store, code);
}
