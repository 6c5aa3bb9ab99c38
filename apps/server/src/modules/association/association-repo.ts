import { sql } from 'kysely';
import type { ModuleStore, ScopeOf } from '../../db/module-store';
import type { TablesOf } from '../../db/ownership';
import { escapeLike } from '../../db/like';
import { paginate, type PageRequest } from '../../db/paginate';

type Scope = ScopeOf<'association'>;
/** The unscoped instance, for the few reads across associations (docs/association.md). */
export type AnyTenant = ModuleStore<TablesOf<'association'>>['unscoped'];

/** Settings, levels and members of an association: tenant-owned, every query through the scope. */

// ------------------------------------------------------------------ settings

export async function settingsOf(scope: Scope) {
  return (
    (await scope
      .selectFrom('assoc_settings')
      .select(['assoc_settings.accepting', 'assoc_settings.intro'])
      .executeTakeFirst()) ?? null
  );
}

export async function saveSettings(scope: Scope, s: { accepting: boolean; intro: string }) {
  const updated = await scope
    .updateTable('assoc_settings')
    .set({ accepting: s.accepting, intro: s.intro, updated_at: new Date() })
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await scope.insertInto('assoc_settings', { accepting: s.accepting, intro: s.intro }).execute();
}

/** Associations that take applications, in any tenant (the applicant's list): ids and intros only. */
export async function acceptingAnyTenant(unscoped: AnyTenant, only?: string) {
  let q = unscoped
    .selectFrom('assoc_settings')
    .select(['assoc_settings.tenant_id', 'assoc_settings.intro'])
    .where('assoc_settings.accepting', '=', true);
  if (only) q = q.where('assoc_settings.tenant_id', '=', only);
  return q.orderBy('assoc_settings.tenant_id').limit(200).execute();
}

/** Active members per association, in any tenant (the applicant's list shows the count). */
export async function activeCountsAnyTenant(unscoped: AnyTenant, tenantIds: readonly string[]) {
  if (!tenantIds.length) return new Map<string, number>();
  const rows = await unscoped
    .selectFrom('assoc_members')
    .select(['assoc_members.tenant_id', sql<string>`count(*)`.as('n')])
    .where('assoc_members.tenant_id', 'in', [...tenantIds])
    .where('assoc_members.state', '=', 'active')
    .groupBy('assoc_members.tenant_id')
    .execute();
  return new Map(rows.map((r) => [r.tenant_id, Number(r.n)]));
}

// ------------------------------------------------------------------ levels

export interface LevelRow {
  id: string;
  name: string;
  sort: number;
}

export async function levelsOf(scope: Scope): Promise<LevelRow[]> {
  const rows = await scope
    .selectFrom('assoc_levels')
    .select(['assoc_levels.id', 'assoc_levels.name', 'assoc_levels.sort'])
    .orderBy('assoc_levels.sort')
    .orderBy('assoc_levels.id')
    .execute();
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

export async function insertLevels(scope: Scope, names: readonly string[], from = 0) {
  if (!names.length) return;
  await scope
    .insertInto(
      'assoc_levels',
      names.map((name, i) => ({ name, sort: from + i })),
    )
    .execute();
}

/** Renames and reorders: names go through a placeholder first so a swap never meets the unique index. */
export async function rewriteLevels(
  scope: Scope,
  levels: ReadonlyArray<{ id: string | null; name: string }>,
) {
  const kept = levels.flatMap((l) => (l.id ? [l.id] : []));
  if (kept.length)
    await scope
      .updateTable('assoc_levels')
      .set({ name: sql`'~' || id::text` })
      .where('assoc_levels.id', 'in', kept)
      .execute();
  for (const [i, l] of levels.entries()) {
    if (l.id)
      await scope
        .updateTable('assoc_levels')
        .set({ name: l.name, sort: i })
        .where('assoc_levels.id', '=', l.id)
        .execute();
    else await scope.insertInto('assoc_levels', { name: l.name, sort: i }).execute();
  }
}

export async function deleteLevels(scope: Scope, ids: readonly string[]) {
  if (!ids.length) return;
  await scope
    .deleteFrom('assoc_levels')
    .where('assoc_levels.id', 'in', [...ids])
    .execute();
}

/** Members per level (active ones, and all: a level any member row points at cannot be deleted). */
export async function levelUse(scope: Scope) {
  const rows = await scope
    .selectFrom('assoc_members')
    .select([
      'assoc_members.level_id',
      sql<string>`count(*) filter (where assoc_members.state = 'active')`.as('active'),
      sql<string>`count(*)`.as('all'),
    ])
    .groupBy('assoc_members.level_id')
    .execute();
  return new Map(rows.map((r) => [String(r.level_id), { active: Number(r.active), all: Number(r.all) }]));
}

/**
 * Serialises level, member and application writes of one association: its settings row, made
 * (not taking applications) when missing, is locked for the transaction.
 */
export async function lockAssociation(tx: Scope) {
  await tx
    .insertInto('assoc_settings', { accepting: false })
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute();
  await tx.selectFrom('assoc_settings').select('assoc_settings.tenant_id').forUpdate().execute();
}

// ------------------------------------------------------------------ members

const MEMBER_COLUMNS = [
  'assoc_members.id',
  'assoc_members.company_id',
  'assoc_members.company_name',
  'assoc_members.region_code',
  'assoc_members.industry_code',
  'assoc_members.level_id',
  'assoc_members.contact_name',
  'assoc_members.contact_phone',
  'assoc_members.contact_user_id',
  'assoc_members.term_start',
  'assoc_members.term_end',
  'assoc_members.state',
  'assoc_members.created_at',
] as const;

const memberIds = <R extends { id: string; level_id: string }>(r: R): R => ({
  ...r,
  id: String(r.id),
  level_id: String(r.level_id),
});

export interface NewMember {
  companyId: string | null;
  companyName: string;
  regionCode: string | null;
  industryCode: string | null;
  levelId: string;
  contactName: string;
  contactPhone: string;
  contactUserId: string | null;
  termStart: string;
  termEnd: string;
}

export async function insertMember(scope: Scope, m: NewMember, at?: Date) {
  const r = await scope
    .insertInto('assoc_members', {
      company_id: m.companyId,
      company_name: m.companyName,
      region_code: m.regionCode,
      industry_code: m.industryCode,
      level_id: m.levelId,
      contact_name: m.contactName,
      contact_phone: m.contactPhone,
      contact_user_id: m.contactUserId,
      term_start: m.termStart,
      term_end: m.termEnd,
      ...(at ? { created_at: at } : {}),
    })
    .returning(MEMBER_COLUMNS)
    .executeTakeFirstOrThrow();
  return memberIds(r);
}
export type MemberRow = Awaited<ReturnType<typeof insertMember>>;

export async function memberById(scope: Scope, id: string): Promise<MemberRow | null> {
  const r = await scope
    .selectFrom('assoc_members')
    .select(MEMBER_COLUMNS)
    .where('assoc_members.id', '=', id)
    .executeTakeFirst();
  return r ? memberIds(r) : null;
}

export async function activeMemberOfCompany(scope: Scope, companyId: string) {
  const r = await scope
    .selectFrom('assoc_members')
    .select('assoc_members.id')
    .where('assoc_members.company_id', '=', companyId)
    .where('assoc_members.state', '=', 'active')
    .executeTakeFirst();
  return r ? String(r.id) : null;
}

export async function countActive(scope: Scope) {
  const r = await scope
    .selectFrom('assoc_members')
    .select(sql<string>`count(*)`.as('n'))
    .where('assoc_members.state', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function updateMember(
  scope: Scope,
  id: string,
  set: Partial<{
    level_id: string;
    contact_name: string;
    contact_phone: string;
    term_start: string;
    term_end: string;
    state: 'active' | 'ended';
    ended_at: Date;
  }>,
) {
  const r = await scope
    .updateTable('assoc_members')
    .set(set)
    .where('assoc_members.id', '=', id)
    .returning(MEMBER_COLUMNS)
    .executeTakeFirstOrThrow();
  return memberIds(r);
}

export interface MemberFilter {
  keyword?: string | undefined;
  levelId?: string | undefined;
  state?: 'active' | 'ended' | undefined;
}

function filtered(scope: Scope, f: MemberFilter) {
  let q = scope.selectFrom('assoc_members').select(MEMBER_COLUMNS);
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('assoc_members.company_name', 'ilike', like),
        eb('assoc_members.contact_name', 'ilike', like),
      ]),
    );
  }
  if (f.levelId) q = q.where('assoc_members.level_id', '=', f.levelId);
  if (f.state) q = q.where('assoc_members.state', '=', f.state);
  return q;
}

export async function memberPage(scope: Scope, f: MemberFilter, page: PageRequest) {
  const q = filtered(scope, f)
    .leftJoin('assoc_levels', 'assoc_levels.id', 'assoc_members.level_id')
    .orderBy('assoc_members.state')
    .orderBy('assoc_levels.sort')
    .orderBy('assoc_members.id');
  const { rows, total } = await paginate(q, page);
  return { rows: rows.map(memberIds), total };
}

/** Active members in level order (the directory): at most `limit`. */
export async function activeMembers(scope: Scope, keyword: string | undefined, limit: number) {
  const rows = await filtered(scope, { keyword, state: 'active' })
    .leftJoin('assoc_levels', 'assoc_levels.id', 'assoc_members.level_id')
    .orderBy('assoc_levels.sort')
    .orderBy('assoc_members.company_name')
    .limit(limit)
    .execute();
  return rows.map(memberIds);
}

/** Active members grouped by a column (statistics). */
export async function activeCountsBy(scope: Scope, column: 'level_id' | 'industry_code' | 'region_code') {
  const rows = await scope
    .selectFrom('assoc_members')
    .select([
      sql<string | null>`assoc_members.${sql.ref(column)}::text`.as('key'),
      sql<string>`count(*)`.as('n'),
    ])
    .where('assoc_members.state', '=', 'active')
    .groupBy(`assoc_members.${column}`)
    .execute();
  return rows.map((r) => ({ key: r.key, count: Number(r.n) }));
}
