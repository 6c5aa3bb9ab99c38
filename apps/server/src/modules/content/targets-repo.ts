import type { QueriesOf } from '../../db/module-store';
import { readableTo, type Viewer } from './visibility-repo';

type Queries = QueriesOf<'content'>;

/** Company dynamics (bigdata's read model) by id, with their company's name. */
export const dynamicsByIds = (db: Queries, ids: readonly string[]) =>
  ids.length
    ? db
        .selectFrom('company_dynamics')
        .innerJoin('companies', 'companies.company_id', 'company_dynamics.company_id')
        .select([
          'company_dynamics.id',
          'company_dynamics.title',
          'company_dynamics.content',
          'company_dynamics.publish_dt',
          'company_dynamics.company_id',
          'companies.company_name',
        ])
        .where('company_dynamics.id', 'in', [...ids])
        .execute()
    : Promise.resolve([]);

export const dynamicExists = (db: Queries, id: string) =>
  db.selectFrom('company_dynamics').select('id').where('id', '=', id).executeTakeFirst().then(Boolean);

/** The publications among ids the viewer may read (the publications' rule: the author's own in any state). */
export const readablePublications = (db: Queries, viewer: Viewer, ids: readonly string[]) =>
  ids.length
    ? db
        .selectFrom('publications')
        .selectAll('publications')
        .where('publications.id', 'in', [...ids])
        .where(readableTo(viewer))
        .execute()
    : Promise.resolve([]);

export type ReadablePublication = Awaited<ReturnType<typeof readablePublications>>[number];
