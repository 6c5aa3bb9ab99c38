import { sql } from 'kysely';
import type { QueriesOf, StoreOf } from '../../db/module-store';
import { escapeLike } from '../../db/like';
import { paginate, type PageRequest } from '../../db/paginate';
import type { ResearchReportKind } from '../../db/schema/research-reports';

type Queries = QueriesOf<'research-reports'>;

export interface ReportFilter {
  keyword?: string;
  chainCode?: string;
  provinceCode?: string;
  kind?: ResearchReportKind;
  from?: string;
  to?: string;
}

const COLUMNS = [
  'id',
  'title',
  'summary',
  'kind',
  'chain_code',
  'region_code',
  'publisher',
  'published_on',
  'pages',
] as const;

/** Reports newest first; the keyword matches the title, the summary or the publisher. */
export function reportPage(db: Queries, f: ReportFilter, page: PageRequest) {
  let q = db.selectFrom('research_reports').select(COLUMNS);
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword)}%`;
    q = q.where((eb) =>
      eb.or([eb('title', 'ilike', like), eb('summary', 'ilike', like), eb('publisher', 'ilike', like)]),
    );
  }
  if (f.chainCode) q = q.where('chain_code', '=', f.chainCode);
  if (f.provinceCode) q = q.where(sql<string>`substr(region_code, 1, 2)`, '=', f.provinceCode.slice(0, 2));
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.from) q = q.where('published_on', '>=', f.from);
  if (f.to) q = q.where('published_on', '<=', f.to);
  return paginate(q.orderBy('published_on', 'desc').orderBy('id', 'desc'), page);
}

export const reportById = (db: Queries, id: string) =>
  db
    .selectFrom('research_reports')
    .select([...COLUMNS, 'sections'])
    .where('id', '=', id)
    .executeTakeFirst();

/** How many reports each chain, province and kind holds. */
export async function facetCounts(db: Queries) {
  const [chains, provinces, kinds] = await Promise.all([
    db
      .selectFrom('research_reports')
      .select(['chain_code as value', sql<string>`count(*)`.as('count')])
      .where('chain_code', '<>', '')
      .groupBy('chain_code')
      .execute(),
    db
      .selectFrom('research_reports')
      .select([
        sql<string>`substr(region_code, 1, 2) || '0000'`.as('value'),
        sql<string>`count(*)`.as('count'),
      ])
      .groupBy(sql`substr(region_code, 1, 2)`)
      .execute(),
    db
      .selectFrom('research_reports')
      .select(['kind as value', sql<string>`count(*)`.as('count')])
      .groupBy('kind')
      .execute(),
  ]);
  return { chains, provinces, kinds };
}

export async function hasReports(db: Queries): Promise<boolean> {
  return (await db.selectFrom('research_reports').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export type NewReport = {
  title: string;
  summary: string;
  kind: ResearchReportKind;
  chain_code: string;
  region_code: string;
  publisher: string;
  published_on: string;
  pages: number;
  sections: string[];
};

export async function insertReports(store: StoreOf<'research-reports'>, rows: readonly NewReport[]) {
  await store.transaction(async ({ db: tx }) => {
    for (let i = 0; i < rows.length; i += 500)
      await tx
        .insertInto('research_reports')
        .values(rows.slice(i, i + 500))
        .execute();
  });
}
