import {
  COMPANY_TRACKING_LIMITS as L,
  ResultCode,
  type CompanyEvent,
  type CompanyEventKind,
  type MonitorGroups,
  type MonitorState,
} from '@platform/contracts';
import type { ScopeOf } from '../../db/module-store';
import { AppError } from '../../lib/errors';
import * as repo from './repo';

type Scope = ScopeOf<'company-tracking'>;

const groupNotFound = () => new AppError('monitorGroupNotFound', ResultCode.NOT_FOUND, 404);

export async function groups(scope: Scope, userId: string): Promise<MonitorGroups> {
  const [rows, links, unread, companies] = await Promise.all([
    repo.groups(scope, userId),
    repo.memberships(scope, userId),
    repo.newEventCounts(scope, userId),
    repo.countMonitored(scope, userId),
  ]);
  const newOf = new Map(unread.map((u) => [u.company_id, Number(u.n)]));
  return {
    groups: rows.map((g) => {
      const ids = links.filter((l) => String(l.group_id) === String(g.id)).map((l) => l.company_id);
      return {
        id: String(g.id),
        name: g.name,
        companies: ids.length,
        newEvents: ids.reduce((n, id) => n + (newOf.get(id) ?? 0), 0),
      };
    }),
    companies,
    newEvents: [...newOf.values()].reduce((a, b) => a + b, 0),
  };
}

export async function saveGroup(scope: Scope, userId: string, input: { id?: string; name: string }) {
  return scope.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    const same = await repo.groupByName(tx, userId, input.name);
    if (same && String(same.id) !== input.id)
      throw new AppError('monitorGroupNameTaken', ResultCode.BAD_REQUEST, 400);
    let group: { id: string; name: string };
    if (input.id) {
      if (!(await repo.groupById(tx, userId, input.id))) throw groupNotFound();
      await repo.renameGroup(tx, userId, input.id, input.name);
      group = { id: input.id, name: input.name };
    } else {
      if ((await repo.groups(tx, userId)).length >= L.groupsMax)
        throw new AppError('monitorGroupsFull', ResultCode.BAD_REQUEST, 400);
      const made = await repo.insertGroup(tx, userId, input.name);
      group = { id: String(made.id), name: made.name };
    }
    const summary = (await groups(tx, userId)).groups.find((g) => g.id === group.id);
    return summary ?? { ...group, companies: 0, newEvents: 0 };
  });
}

export async function removeGroup(scope: Scope, userId: string, id: string) {
  if (!(await repo.deleteGroup(scope, userId, id))) throw groupNotFound();
  return true;
}

export async function state(scope: Scope, userId: string, companyId: string): Promise<MonitorState> {
  const [monitored, links, companyName] = await Promise.all([
    repo.isMonitored(scope, userId, companyId),
    repo.groupIdsOf(scope, userId, [companyId]),
    repo.companyName(scope, companyId),
  ]);
  return { companyId, companyName, monitored, groupIds: links.map((l) => String(l.group_id)) };
}

/** Monitors a company in exactly the given groups of the user's (a second call regroups it). */
export async function add(scope: Scope, userId: string, companyId: string, groupIds: readonly string[]) {
  await scope.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    if ((await repo.companyName(tx, companyId)) === null)
      throw new AppError('companyNotFound', ResultCode.NOT_FOUND, 404);
    const ids = [...new Set(groupIds)];
    const mine = new Set((await repo.groups(tx, userId)).map((g) => String(g.id)));
    if (ids.some((id) => !mine.has(id))) throw groupNotFound();
    if (!(await repo.isMonitored(tx, userId, companyId))) {
      if ((await repo.countMonitored(tx, userId)) >= L.companiesMax)
        throw new AppError('monitorCompaniesFull', ResultCode.BAD_REQUEST, 400);
      await repo.insertMonitored(tx, userId, companyId);
    }
    await repo.setGroupsOf(tx, userId, companyId, ids);
  });
  return state(scope, userId, companyId);
}

export async function remove(scope: Scope, userId: string, companyId: string) {
  await scope.transaction((tx) => repo.deleteMonitored(tx, userId, companyId));
  return state(scope, userId, companyId);
}

export async function companies(
  scope: Scope,
  userId: string,
  input: { groupId?: string; current: number; size: number },
) {
  if (input.groupId && !(await repo.groupById(scope, userId, input.groupId))) throw groupNotFound();
  const page = await repo.monitoredPage(scope, userId, input);
  const links = await repo.groupIdsOf(
    scope,
    userId,
    page.rows.map((r) => r.company_id),
  );
  return {
    records: page.rows.map((r) => ({
      companyId: r.company_id,
      companyName: r.company_name ?? null,
      regStatusName: r.reg_status_name ?? '',
      regionCode: r.region_code ?? '',
      groupIds: links.filter((l) => l.company_id === r.company_id).map((l) => String(l.group_id)),
      newEvents: Number(r.new_events),
      lastEventOn: r.last_event_on ?? null,
      monitoredAt: new Date(r.created_at).toISOString(),
    })),
    total: page.total,
    current: input.current,
    size: input.size,
  };
}

export async function events(
  scope: Scope,
  userId: string,
  input: repo.EventFilter & { current: number; size: number },
) {
  if (input.from && input.to && input.from > input.to)
    throw new AppError('monitorRangeInvalid', ResultCode.BAD_REQUEST, 400);
  if (input.groupId && !(await repo.groupById(scope, userId, input.groupId))) throw groupNotFound();
  const { current, size, ...filter } = input;
  const page = await repo.eventPage(scope, userId, filter, { current, size }, L.eventsTotalCap);
  return {
    records: page.rows.map((r): CompanyEvent => ({
      id: String(r.id),
      companyId: r.company_id,
      companyName: r.company_name ?? null,
      kind: r.kind as CompanyEventKind,
      changedOn: r.changed_on,
      before: r.before_text,
      after: r.after_text,
      beforeAmount: r.before_amount,
      afterAmount: r.after_amount,
      isNew: Boolean(r.is_new),
    })),
    total: page.total,
    totalCapped: page.capped,
    current,
    size,
  };
}

export async function unread(scope: Scope, userId: string) {
  const counts = await repo.newEventCounts(scope, userId);
  return { count: counts.reduce((n, c) => n + Number(c.n), 0) };
}

export async function markRead(scope: Scope, userId: string) {
  await repo.markAllRead(scope, userId);
  return { count: 0 };
}
