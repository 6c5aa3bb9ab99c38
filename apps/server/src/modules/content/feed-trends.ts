import { FEED_LIMITS, type TrendPoint, type Trends, type TrendBucket } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { dynamicEntries, publicationEntries } from './feed';
import * as repo from './feed-trends-repo';
import { viewerOf, type ViewerCall } from './publication-visibility';

/**
 * /trends/index (public): per day or week, new publications, company dynamics, financing events and
 * registrations of a chain and region over the last `days`, with the newest items. A visitor sees
 * only public publications of the customer of the host they came to.
 */

const DAY = 86_400_000;
const CHINA = 8 * 3_600_000;

/** The first days (China time, yyyy-MM-dd) of every bucket from `from` to `to`. */
export function bucketDays(from: Date, to: Date, bucket: TrendBucket): string[] {
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  let t = Date.parse(day(from.getTime() + CHINA));
  if (bucket === 'week') t -= ((new Date(t).getUTCDay() + 6) % 7) * DAY; // date_trunc('week'): Monday
  const out: string[] = [];
  for (; t <= to.getTime() + CHINA; t += bucket === 'week' ? 7 * DAY : DAY) out.push(day(t));
  return out;
}

export async function trends(
  db: Store['db'],
  call: ViewerCall,
  input: { chainCode?: string; regionCode?: string; days: number; bucket: TrendBucket },
  now = new Date(),
): Promise<Trends> {
  const viewer = await viewerOf(db, call);
  const f: repo.TrendFilter = {
    chainCode: input.chainCode,
    regionCode: input.regionCode,
    from: new Date(now.getTime() - input.days * DAY),
    to: now,
    bucket: input.bucket,
    viewer,
  };
  const [counts, pubs, dyns, chain] = await Promise.all([
    repo.trendCounts(db, f),
    repo.latestPublications(db, f, FEED_LIMITS.pageSize),
    repo.latestDynamics(db, f, FEED_LIMITS.pageSize),
    input.chainCode ? repo.chainName(db, input.chainCode) : undefined,
  ]);
  const points = new Map<string, TrendPoint>(
    bucketDays(f.from, f.to, f.bucket).map((date) => [
      date,
      { date, publications: 0, dynamics: 0, financing: 0, registrations: 0 },
    ]),
  );
  for (const c of counts) {
    const p = points.get(c.day);
    if (p) p[c.series] += Number(c.n);
  }
  const series = [...points.values()];
  const total = (k: 'publications' | 'dynamics' | 'financing' | 'registrations') =>
    series.reduce((s, p) => s + p[k], 0);
  const latest = [...(await publicationEntries(db, pubs)), ...dynamicEntries(dyns)]
    .sort((a, b) => (a.ts !== b.ts ? (a.ts > b.ts ? -1 : 1) : a.key > b.key ? -1 : 1))
    .slice(0, FEED_LIMITS.pageSize)
    .map((e) => e.item());
  return {
    chainCode: input.chainCode ?? null,
    chainName: chain?.chain_name ?? null,
    regionCode: input.regionCode ?? null,
    from: f.from.toISOString(),
    to: f.to.toISOString(),
    bucket: f.bucket,
    series,
    totals: {
      publications: total('publications'),
      dynamics: total('dynamics'),
      financing: total('financing'),
      registrations: total('registrations'),
    },
    latest,
  };
}
