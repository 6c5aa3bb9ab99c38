import { sql } from 'kysely';
import type { QueriesOf, StoreOf } from '../../db/module-store';

/** 专利's kept statistics (patent_stats, migration 1390; docs/patents.md "Statistics"). */

type Queries = QueriesOf<'patents'>;

export const lastBuild = (db: Queries) =>
  db.selectFrom('patent_stats_builds').selectAll().where('id', '=', 1).executeTakeFirst();

/**
 * Counts every patent once per scope it falls in (all; its company's province; each chain its
 * company is laid out on, once however many places) and per dimension (type, status, IPC class of
 * a non-design patent with a class, application year), as the live counts of repo.patentCounts do.
 */
export async function buildPatentStats(store: StoreOf<'patents'>): Promise<number> {
  return store.transaction(async ({ db: tx }) => {
    await tx.deleteFrom('patent_stats').execute();
    await sql`insert into patent_stats (scope, code, dimension, value, count)
      with per_patent as (
        select p.company_id, c.province_code, p.kind, p.legal_status,
          case when p.kind <> 'design' and p.ipc <> '' then substr(p.ipc, 1, 4) end as ipc,
          extract(year from p.applied_on)::int::text as year
        from company_patents p join companies c on c.company_id = p.company_id
      ),
      scoped as (
        select 'all' as scope, '' as code, x.* from per_patent x
        union all
        select 'province', x.province_code, x.* from per_patent x where x.province_code <> ''
        union all
        select 'chain', l.chain_code, x.*
        from per_patent x join (select distinct chain_code, company_id from company_layouts) l
          on l.company_id = x.company_id
      )
      select s.scope, s.code, d.dimension, d.value, count(*)::int
      from scoped s
      cross join lateral (values ('kind', s.kind), ('status', s.legal_status), ('ipc', s.ipc), ('year', s.year))
        as d(dimension, value)
      where d.value is not null
      group by 1, 2, 3, 4`.execute(tx);
    const { n } = await tx
      .selectFrom('patent_stats')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), sql<number>`0`).as('n'))
      .where('scope', '=', 'all')
      .where('dimension', '=', 'kind')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('patent_stats_builds')
      .values({ id: 1, patents: Number(n) })
      .onConflict((oc) => oc.column('id').doUpdateSet({ built_at: sql`now()`, patents: Number(n) }))
      .execute();
    return Number(n);
  });
}

/** One scope's kept counts, every dimension. */
export function keptCounts(db: Queries, scope: 'all' | 'chain' | 'province', code: string) {
  return db
    .selectFrom('patent_stats')
    .select(['dimension', 'value', 'count'])
    .where('scope', '=', scope)
    .where('code', '=', code)
    .execute();
}
