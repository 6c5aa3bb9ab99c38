import { sql, type Expression, type SqlBool } from 'kysely';
import type { PublicationSection } from '../../db/schema/content';
import type { QueriesOf } from '../../db/module-store';

type Queries = QueriesOf<'content'>;

/** Who reads: see publication-visibility.ts. */
export interface Viewer {
  userId: string | null;
  tenantId: string | null;
  customerCode: string;
  /** The sections the viewer's tenant purchased (empty for visitors). */
  sections: ReadonlySet<PublicationSection>;
  /** The viewer administers their (organisation) tenant. */
  orgAdmin: boolean;
}

/**
 * The visibility rule as SQL over `publications` (or an alias of it): a published publication of
 * the viewer's customer that the viewer may read. public: anyone, visitors too; signedIn: any
 * signed-in user; purchasers: a tenant that purchased the section (without a section: any
 * section), and the author's own tenant; org: the author's tenant. Drafts and withdrawn ones never
 * (the author reads them through `readablePublication` and the own lists).
 */
export function visibleTo(viewer: Viewer, table = 'publications'): Expression<SqlBool> {
  const col = (name: string) => sql.ref(`${table}.${name}`);
  const sections = [...viewer.sections];
  const inTenant = viewer.tenantId ? sql`${col('tenant_id')} = ${viewer.tenantId}` : sql`false`;
  const purchased = !viewer.userId
    ? sql`false`
    : sections.length
      ? sql`(${col('section')} is null or ${col('section')} in (${sql.join(sections)}))`
      : sql`false`;
  return sql<SqlBool>`(${col('customer_code')} = ${viewer.customerCode} and ${col('status')} = 'published' and (
    ${col('visibility')} = 'public'
    or (${col('visibility')} = 'signedIn' and ${viewer.userId !== null})
    or (${col('visibility')} = 'purchasers' and (${inTenant} or ${purchased}))
    or (${col('visibility')} = 'org' and ${inTenant})
  ))`;
}

/** What the viewer may read, by id: visibleTo, or the author's own in any state. */
export function readableTo(viewer: Viewer, table = 'publications'): Expression<SqlBool> {
  if (!viewer.userId) return visibleTo(viewer, table);
  const col = (name: string) => sql.ref(`${table}.${name}`);
  return sql<SqlBool>`(${visibleTo(viewer, table)} or (${col('author_id')} = ${viewer.userId} and ${col('customer_code')} = ${viewer.customerCode}))`;
}

/** The publication the viewer may read (the author: any state), or undefined. */
export function readablePublication(db: Queries, viewer: Viewer, id: string) {
  return db
    .selectFrom('publications')
    .selectAll('publications')
    .where('publications.id', '=', id)
    .where(readableTo(viewer))
    .executeTakeFirst();
}
