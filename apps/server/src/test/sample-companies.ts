import type { Store } from '../db/kysely';
import type { Company } from '../modules/bigdata';
import { generateDataset, seedDemoEnterprises } from '../modules/bigdata/demo';

const rich = (c: Company) =>
  c.financials.length >= 3 && c.majorShareholders.length >= 2 && c.dynamics.length >= 2;

/** Size of the demo data set that holds `n` companies with financials, shareholders and dynamics. */
const sizeFor = (n: number) => 40 * n + 40;

/** The first `n` generated companies that have financials, shareholders and dynamics. */
export function sampleCompanies(n: number, seed = 'reports'): Company[] {
  const out: Company[] = [];
  for (const c of generateDataset({ seed, companies: sizeFor(n) }).companies()) {
    if (rich(c)) out.push(c);
    if (out.length === n) break;
  }
  return out;
}

/**
 * Tests and benchmarks: loads the demo data set through the bigdata module's own loader and
 * returns `n` of its companies with financials, shareholders and dynamics, as generated.
 */
export async function loadSampleCompanies(store: Store, n: number, seed = 'reports'): Promise<Company[]> {
  await seedDemoEnterprises(store, { seed, companies: sizeFor(n) });
  return sampleCompanies(n, seed);
}
