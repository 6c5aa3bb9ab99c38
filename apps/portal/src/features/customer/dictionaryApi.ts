import type { DictEntry } from '@platform/contracts';
import { callOf, dataOf, platformApi } from '../../app/api/api';
import { ENDPOINTS } from '../../app/api/endpoints';

export const dictionaryApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    dictionary: build.query<DictEntry[], string>({
      query: (code) => callOf(ENDPOINTS.dictionary, { code }),
      transformResponse: dataOf(ENDPOINTS.dictionary),
    }),
  }),
});

export const { useDictionaryQuery } = dictionaryApi;

export function dictValue(entries: DictEntry[] | undefined, key: string): string {
  return entries?.find((e) => e.dictKey === key)?.dictValue ?? '';
}
