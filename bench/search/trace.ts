// Prints every statement one search sends, with its time: to see which path (fetched whole,
// walked with a budget, walked without) a search takes on a loaded schema of bench/search/run.ts.
//
//   npx tsx --conditions=@platform/source bench/search/trace.ts [--database-url postgres://…] \
//     [--schema bench_search_1000000] '[{"keyword":"科技","filters":{"regionCode":"440300"}}]'
import { parseArgs } from 'node:util';
import { searchCompanyInputSchema } from '@platform/contracts';
import type { Db, Queryable } from '../../apps/server/src/db/db';
import { createStore } from '../../apps/server/src/db/kysely';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { searchCompanies } from '../../apps/server/src/modules/search';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'database-url': { type: 'string', default: 'postgres://root@127.0.0.1:5432/test' },
    schema: { type: 'string', default: 'bench_search_1000000' },
  },
});
const raw = await openPostgres(values['database-url'], { schema: values.schema, max: 2 });
function traced(q: Queryable): Queryable {
  async function run<T>(text: string, params?: readonly unknown[]) {
    const start = performance.now();
    const result = await q.run<T>(text, params);
    const ms = (performance.now() - start).toFixed(1).padStart(7);
    console.log(
      `${ms} ms  ${text.replace(/\s+/g, ' ').slice(0, 150)}  ${JSON.stringify(params)?.slice(0, 100)}`,
    );
    return result;
  }
  return {
    run,
    query: async <T>(text: string, params?: readonly unknown[]) => (await run<T>(text, params)).rows,
  };
}
const db: Db = { ...raw, ...traced(raw), transaction: (fn) => raw.transaction((tx) => fn(traced(tx))) };
const store = createStore(db);
for (const input of JSON.parse(positionals[0] ?? '[]') as object[]) {
  console.log('---', JSON.stringify(input));
  const start = performance.now();
  const page = await searchCompanies(store, searchCompanyInputSchema.parse(input));
  const first = page.records.slice(0, 3).map((r) => `${r.companyName} (${r.matchType})`);
  console.log(
    `total ${(performance.now() - start).toFixed(1)} ms; total=${page.total} exact=${page.totalExact}; ${first.join(', ')}`,
  );
}
await raw.close();
