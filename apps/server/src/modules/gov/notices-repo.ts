import type { Selectable } from 'kysely';
import type { ScopeOf, StoreOf } from '../../db/module-store';
import type { GovNoticesTable } from '../../db/schema/gov';
import { paginate, type PageRequest } from '../../db/paginate';

type Scope = ScopeOf<'gov'>;
type Unscoped = StoreOf<'gov'>['unscoped'];

/** Notices of a desk and their chosen companies: tenant-owned by the desk. */
export type NoticeRow = Selectable<GovNoticesTable>;
const norm = (r: NoticeRow): NoticeRow => ({ ...r, id: String(r.id) });

export async function deskNotices(scope: Scope, page: PageRequest) {
  const q = scope.selectFrom('gov_notices').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  const found = await paginate(q, page);
  return { rows: found.rows.map(norm), total: found.total };
}

export interface NewNotice {
  title: string;
  body: string;
  category: string;
  target: string;
  regionCode: string;
  authorId: string | null;
  companies: Array<{ companyId: string; companyName: string }>;
  createdAt?: Date;
}

export async function insertNotice(scope: Scope, n: NewNotice): Promise<string> {
  return scope.transaction(async (tx) => {
    const r = await tx
      .insertInto('gov_notices', {
        title: n.title,
        body: n.body,
        category: n.category,
        target: n.target,
        region_code: n.regionCode,
        author_id: n.authorId,
        ...(n.createdAt ? { created_at: n.createdAt } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = String(r.id);
    if (n.companies.length)
      await tx
        .insertInto(
          'gov_notice_companies',
          n.companies.map((c) => ({
            notice_id: id,
            company_id: c.companyId,
            company_name: c.companyName,
          })),
        )
        .execute();
    return id;
  });
}

export async function setRecipients(scope: Scope, id: string, recipients: number): Promise<void> {
  await scope.updateTable('gov_notices').set({ recipients }).where('id', '=', id).execute();
}

export async function companiesOf(scope: Scope, ids: readonly string[]) {
  if (!ids.length) return new Map<string, Array<{ companyId: string; companyName: string }>>();
  const rows = await scope
    .selectFrom('gov_notice_companies')
    .select(['notice_id', 'company_id', 'company_name'])
    .where('notice_id', 'in', [...ids])
    .orderBy('company_name')
    .execute();
  return byNotice(rows);
}

type NoticeCompany = { notice_id: string | number; company_id: string; company_name: string };
/** The chosen companies grouped by notice id. */
function byNotice(rows: readonly NoticeCompany[]) {
  const out = new Map<string, Array<{ companyId: string; companyName: string }>>();
  for (const r of rows) {
    const key = String(r.notice_id);
    out.set(key, [...(out.get(key) ?? []), { companyId: r.company_id, companyName: r.company_name }]);
  }
  return out;
}

export async function countNotices(scope: Scope): Promise<number> {
  const r = await scope
    .selectFrom('gov_notices')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Notices addressed to one company: every notice of a desk to all of a region the company lies in,
 * and those that chose it. Unscoped on purpose: the notices live in the desks' tenants; the company
 * (the caller's own, gov_company_links) is the filter.
 */
export async function noticesForCompany(
  unscoped: Unscoped,
  company: { companyId: string; regionCodes: readonly string[] },
  page: PageRequest,
) {
  const q = unscoped
    .selectFrom('gov_notices')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('target', '=', 'all'), eb('region_code', 'in', [...company.regionCodes])]),
        eb(
          'id',
          'in',
          eb
            .selectFrom('gov_notice_companies')
            .select('gov_notice_companies.notice_id')
            .where('gov_notice_companies.company_id', '=', company.companyId),
        ),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  const found = await paginate(q, page);
  return { rows: found.rows.map(norm), total: found.total };
}

/** The chosen companies of these notices, whichever desk (unscoped as above: ids from that query). */
export async function companiesOfAny(unscoped: Unscoped, ids: readonly string[]) {
  if (!ids.length) return new Map<string, Array<{ companyId: string; companyName: string }>>();
  const rows = await unscoped
    .selectFrom('gov_notice_companies')
    .select(['notice_id', 'company_id', 'company_name'])
    .where('notice_id', 'in', [...ids])
    .execute();
  return byNotice(rows);
}

/** Desk names by tenant (unscoped: the notices and appeals an enterprise user reads name their desk). */
export async function deskNames(unscoped: Unscoped, tenantIds: readonly string[]) {
  if (!tenantIds.length) return new Map<string, string>();
  const rows = await unscoped
    .selectFrom('gov_settings')
    .select(['tenant_id', 'desk_name'])
    .where('tenant_id', 'in', [...new Set(tenantIds)])
    .execute();
  return new Map(rows.map((r) => [r.tenant_id, r.desk_name]));
}
