import {
  ASSOCIATION_LIMITS as L,
  DEFAULT_ASSOCIATION_LEVELS,
  ResultCode,
  type AssociationLevel,
  type AssociationMember,
  type MessageKey,
} from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { isUniqueViolation } from '../../db/unique';
import { todayInChina } from '../../lib/china-time';
import { AppError } from '../../lib/errors';
import { getDivision, placeOf, requireCompany } from '../bigdata';
import { requireAdmin, type Viewer } from './access';
import * as repo from './association-repo';

/** Levels and members of an association, and its directory's rows (docs/association.md). */

export const memberNotFound = () => new AppError('associationMemberNotFound', ResultCode.NOT_FOUND, 404);
export const levelNotFound = () => new AppError('associationLevelNotFound', ResultCode.NOT_FOUND, 404);
export const bad = (key: MessageKey) => new AppError(key, ResultCode.BAD_REQUEST, 400);
export const alreadyMember = () => bad('associationAlreadyMember');
export const termOrder = () => bad('associationTermOrder');

export const industryName = (code: string | null) => (code ? (getDivision(code)?.name ?? null) : null);
export const regionName = (code: string | null) => (code ? placeOf(code).area || null : null);

/** The levels, writing the default four on first use (under the association's lock). */
export async function levels(scope: TenantScope): Promise<repo.LevelRow[]> {
  const found = await repo.levelsOf(scope);
  if (found.length) return found;
  return scope.transaction(async (tx) => {
    await repo.lockAssociation(tx);
    if (!(await repo.levelsOf(tx)).length) await repo.insertLevels(tx, DEFAULT_ASSOCIATION_LEVELS.zh);
    return repo.levelsOf(tx);
  });
}

export async function levelList(scope: TenantScope): Promise<AssociationLevel[]> {
  const [rows, use] = await Promise.all([levels(scope), repo.levelUse(scope)]);
  return rows.map((l) => ({
    levelId: l.id,
    name: l.name,
    sort: l.sort,
    members: use.get(l.id)?.active ?? 0,
  }));
}

/**
 * Replaces the levels (administrator): in the order given; a level with an id is renamed, one
 * without is added, one left out is removed unless a member (active or ended) holds it.
 */
export async function saveLevels(
  scope: TenantScope,
  viewer: Viewer,
  input: { levels: Array<{ levelId?: string | undefined; name: string }> },
) {
  requireAdmin(viewer);
  const names = input.levels.map((l) => l.name);
  if (new Set(names).size !== names.length) throw bad('associationLevelDuplicate');
  await levels(scope);
  await scope.transaction(async (tx) => {
    await repo.lockAssociation(tx);
    const current = await repo.levelsOf(tx);
    const ids = new Set(current.map((l) => l.id));
    const given = input.levels.flatMap((l) => (l.levelId ? [l.levelId] : []));
    if (given.some((id) => !ids.has(id)) || new Set(given).size !== given.length) throw levelNotFound();
    const removed = current.filter((l) => !given.includes(l.id)).map((l) => l.id);
    const use = await repo.levelUse(tx);
    if (removed.some((id) => (use.get(id)?.all ?? 0) > 0)) throw bad('associationLevelInUse');
    await repo.deleteLevels(tx, removed);
    await repo.rewriteLevels(
      tx,
      input.levels.map((l) => ({ id: l.levelId ?? null, name: l.name })),
    );
  });
  return levelList(scope);
}

export async function requireLevel(scope: TenantScope, levelId: string) {
  const l = (await levels(scope)).find((x) => x.id === levelId);
  if (!l) throw levelNotFound();
  return l;
}

export async function present(
  scope: TenantScope,
  rows: readonly repo.MemberRow[],
  now: Date,
): Promise<AssociationMember[]> {
  const names = new Map((await levels(scope)).map((l) => [l.id, l.name]));
  const today = todayInChina(now);
  return rows.map((r) => ({
    memberId: r.id,
    companyId: r.company_id,
    companyName: r.company_name,
    regionName: regionName(r.region_code),
    industryName: industryName(r.industry_code),
    levelId: r.level_id,
    levelName: names.get(r.level_id) ?? '',
    contactName: r.contact_name,
    contactPhone: r.contact_phone,
    contactUserId: r.contact_user_id,
    termStart: r.term_start,
    termEnd: r.term_end,
    state: r.state,
    termExpired: r.state === 'active' && r.term_end < today,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export async function memberPage(
  scope: TenantScope,
  input: repo.MemberFilter & { current: number; size: number },
  now = new Date(),
) {
  const { rows, total } = await repo.memberPage(scope, input, input);
  return { records: await present(scope, rows, now), total, current: input.current, size: input.size };
}

export async function requireMember(scope: TenantScope, memberId: string) {
  const m = await repo.memberById(scope, memberId);
  if (!m) throw memberNotFound();
  return m;
}

/** The company's facts from the data set (name, region, industry): 400 when it is not there. */
export async function companyFacts(scope: TenantScope, companyId: string) {
  const c = await requireCompany(scope.db, companyId).catch(() => {
    throw bad('associationCompanyNotFound');
  });
  return {
    companyId: c.company_id,
    companyName: c.company_name,
    regionCode: c.region_code || null,
    industryCode: c.industry_division_code || null,
  };
}

/** A new active member, in the caller's transaction: one active membership per company. */
export async function insertMember(tx: TenantScope, m: repo.NewMember, at?: Date) {
  await repo.lockAssociation(tx);
  if (m.companyId && (await repo.activeMemberOfCompany(tx, m.companyId))) throw alreadyMember();
  if ((await repo.countActive(tx)) >= L.membersMax) throw bad('associationMembersMax');
  return repo.insertMember(tx, m, at).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw alreadyMember();
    throw err;
  });
}

export async function addMember(
  scope: TenantScope,
  viewer: Viewer,
  input: {
    companyId: string;
    levelId: string;
    contactName: string;
    contactPhone: string;
    termStart: string;
    termEnd: string;
  },
  now = new Date(),
) {
  requireAdmin(viewer);
  if (input.termEnd < input.termStart) throw termOrder();
  await requireLevel(scope, input.levelId);
  const company = await companyFacts(scope, input.companyId);
  const row = await scope.transaction((tx) =>
    insertMember(tx, {
      ...company,
      levelId: input.levelId,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      contactUserId: null,
      termStart: input.termStart,
      termEnd: input.termEnd,
    }),
  );
  return (await present(scope, [row], now))[0]!;
}

export async function updateMember(
  scope: TenantScope,
  viewer: Viewer,
  input: {
    memberId: string;
    levelId?: string | undefined;
    contactName?: string | undefined;
    contactPhone?: string | undefined;
    termStart?: string | undefined;
    termEnd?: string | undefined;
  },
  now = new Date(),
) {
  requireAdmin(viewer);
  const m = await requireMember(scope, input.memberId);
  if (m.state === 'ended') throw bad('associationMemberEnded');
  if (input.levelId) await requireLevel(scope, input.levelId);
  const termStart = input.termStart ?? m.term_start;
  const termEnd = input.termEnd ?? m.term_end;
  if (termEnd < termStart) throw termOrder();
  const row = await repo.updateMember(scope, m.id, {
    ...(input.levelId ? { level_id: input.levelId } : {}),
    ...(input.contactName ? { contact_name: input.contactName } : {}),
    ...(input.contactPhone ? { contact_phone: input.contactPhone } : {}),
    term_start: termStart,
    term_end: termEnd,
  });
  return (await present(scope, [row], now))[0]!;
}

export async function endMember(scope: TenantScope, viewer: Viewer, memberId: string, now = new Date()) {
  requireAdmin(viewer);
  const m = await requireMember(scope, memberId);
  if (m.state === 'ended') throw bad('associationMemberEnded');
  const row = await repo.updateMember(scope, m.id, { state: 'ended', ended_at: now });
  return (await present(scope, [row], now))[0]!;
}
