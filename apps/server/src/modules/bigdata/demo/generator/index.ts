/**
 * Deterministic enterprise dataset: generateDataset({ seed, companies }) gives lazily generated
 * companies (a generator: a million stream in bounded memory), the investment organisations and
 * the industry chains. Pure functions: no database code (a later step writes the rows).
 *
 * Determinism: company i uses its own Rng (seed + index) and sees only companies before it (name
 * and stock-code registries, the window of recent companies), so the same seed gives the same
 * companies, and the first k companies are the same whatever the dataset size (stable prefixes).
 * Organisations invest in indices below the size, so they change with it.
 */
import { chains, type IndustryChain } from '../../reference';
import type { KlineRow } from '../../quotes';
import type { Company, InvestmentOrganisation, StockListing } from '../../types';
import { companyIdOf, companyRng, createCompanyContext, foundingDate, generateCompany } from './companies';
import { NameRegistry } from './names';
import { generateOrganisation } from './organisations';
import { generateKline } from './kline';
import { createRng } from './rng';

export const DEFAULT_END_DATE = '2026-11-20';

export interface DatasetOptions {
  seed: string | number;
  /** Number of companies. */
  companies: number;
  /** The dataset's "today"; fixed by default so output never depends on the clock. */
  endDate?: string;
  /** Number of investment organisations; defaults to one per 200 companies (at least 5). */
  organisations?: number;
}

export interface Dataset {
  seed: string;
  endDate: string;
  size: number;
  chains: readonly IndustryChain[];
  /** A fresh pass over all companies, in index order (each call starts again from the first). */
  companies(): Generator<Company>;
  organisations(): Generator<InvestmentOrganisation>;
  /** Daily K-line rows of a listing, from its first K-line day to the end date. */
  kline(listing: StockListing): KlineRow[];
}

export function generateDataset(options: DatasetOptions): Dataset {
  const seed = String(options.seed);
  const size = options.companies;
  if (!Number.isInteger(size) || size < 0) throw new Error('companies must be a non-negative integer');
  const endDate = options.endDate ?? DEFAULT_END_DATE;
  const orgCount = options.organisations ?? Math.max(5, Math.round(size / 200));
  return {
    seed,
    endDate,
    size,
    chains,
    *companies() {
      const ctx = createCompanyContext(seed, endDate);
      for (let i = 0; i < size; i++) yield generateCompany(companyRng(seed, i), i, ctx);
    },
    *organisations() {
      if (size === 0) return;
      const names = new NameRegistry();
      for (let i = 0; i < orgCount; i++) {
        yield generateOrganisation(createRng(`${seed}/organisation/${i}`), i, {
          companies: size,
          endDate,
          companyIdOf,
          companyFounded: (i) => foundingDate(companyRng(seed, i), endDate),
          names,
        });
      }
    },
    kline(listing) {
      return generateKline(createRng(listing.kline.seed), listing.kline, listing.kline.from, endDate);
    },
  };
}

export { companyIdOf } from './companies';
export { buildUscc } from './uscc';
