import type { DictEntry, systemApi } from '@platform/contracts';
import { systemRoutes } from '@platform/contracts/system/routes';
import { callOf, dataOf, platformApi, routesOf } from '../api/api';

const system = routesOf<typeof systemApi>(systemRoutes);

export const dictionaryApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    dictionary: build.query<DictEntry[], string>({
      query: (code) => callOf(system.dictionary, { code }),
      transformResponse: dataOf(system.dictionary),
    }),
  }),
});

export const { useDictionaryQuery } = dictionaryApi;

export function dictValue(entries: DictEntry[] | undefined, key: string): string {
  return entries?.find((e) => e.dictKey === key)?.dictValue ?? '';
}
