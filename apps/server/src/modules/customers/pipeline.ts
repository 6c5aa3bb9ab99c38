import {
  DEFAULT_DEAL_STAGES,
  ResultCode,
  type Deal,
  type dealCreateInput,
  type DealStage,
  type stageSaveInput,
} from '@platform/contracts';
import type { z } from 'zod';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError, forbidden } from '../../lib/errors';
import { userDisplayNames } from '../accounts';
import { canManage, requireAdmin, requireVisibleCustomer, type Viewer } from './access';
import * as repo from './pipeline-repo';
import { touchCustomer } from './customers-repo';
import { insertActivity } from './timeline-repo';
import { isoOrNull } from '../../lib/iso';

/** The pipeline: stages of the organisation, deals on a board and in a table (docs/customers.md). */

const dealNotFound = () => new AppError('dealNotFound', ResultCode.NOT_FOUND, 404);
const stageNotFound = () => new AppError('dealStageNotFound', ResultCode.BAD_REQUEST, 400);

const presentStage = (s: repo.StageRow): DealStage => ({
  stageId: s.id,
  key: s.key,
  name: s.name,
  probability: s.probability,
  kind: s.kind,
  position: s.position,
});

/** The organisation's stages; the default six are written on first use (once, under a lock). */
export async function stages(scope: TenantScope): Promise<repo.StageRow[]> {
  const found = await repo.stagesOf(scope);
  if (found.length) return found;
  return scope.transaction(async (tx) => {
    await repo.lockStages(tx);
    const again = await repo.stagesOf(tx);
    if (again.length) return again;
    await repo.insertStages(
      tx,
      DEFAULT_DEAL_STAGES.map((s, position) => ({ ...s, position })),
    );
    return repo.stagesOf(tx);
  });
}

export const stageList = async (scope: TenantScope) => (await stages(scope)).map(presentStage);

/**
 * Replaces the pipeline (administrator): named stages keep their id (and their deals), new ones
 * are added, and a stage left out is deleted, refused while it holds deals.
 */
export async function saveStages(scope: TenantScope, viewer: Viewer, input: z.output<typeof stageSaveInput>) {
  requireAdmin(viewer, 'dealStagesAdminOnly');
  const current = await stages(scope);
  const byId = new Map(current.map((s) => [s.id, s]));
  if (input.stages.some((s) => s.stageId !== undefined && !byId.has(s.stageId))) throw stageNotFound();
  const kept = new Set(input.stages.flatMap((s) => (s.stageId ? [s.stageId] : [])));
  const dropped = current.filter((s) => !kept.has(s.id)).map((s) => s.id);
  await scope.transaction(async (tx) => {
    await repo.lockStages(tx);
    const inUse = await repo.dealCountsByStage(tx, dropped);
    if ([...inUse.values()].some((n) => n > 0))
      throw new AppError('dealStageInUse', ResultCode.BAD_REQUEST, 400);
    await repo.removeStages(tx, dropped);
    for (const [position, s] of input.stages.entries()) {
      const before = s.stageId ? byId.get(s.stageId) : undefined;
      // A default stage renamed becomes the organisation's own (its name is shown as written).
      const key = before && before.name === s.name ? before.key : null;
      const values = { key, name: s.name, probability: s.probability, kind: s.kind, position };
      if (before) await repo.updateStage(tx, before.id, values);
      else await repo.insertStages(tx, [values]);
    }
  });
  return stageList(scope);
}

export async function presentDeals(db: Q, viewer: Viewer, rows: readonly repo.DealRow[]): Promise<Deal[]> {
  const names = await userDisplayNames(db, [...new Set(rows.map((r) => r.owner_id))]);
  return rows.map((r) => ({
    dealId: r.id,
    customerId: r.customer_id,
    customerName: r.customer_name,
    title: r.title,
    amount: Number(r.amount),
    stageId: r.stage_id,
    state: r.state,
    probability: r.probability,
    expectedCloseOn: r.expected_close_on,
    ownerId: r.owner_id,
    ownerName: names.get(r.owner_id) ?? '',
    closedAt: isoOrNull(r.closed_at),
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    canManage: viewer.isAdmin || r.owner_id === viewer.userId || r.customer_owner_id === viewer.userId,
  }));
}

export async function dealPage(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: repo.DealFilter & { current: number; size: number },
) {
  const ownerId = input.ownerId === 'mine' ? viewer.userId : input.ownerId;
  const page = await repo.dealPage(scope, viewer, { ...input, ownerId });
  return {
    records: await presentDeals(db, viewer, page.rows),
    total: page.total,
    current: input.current,
    size: input.size,
  };
}

export async function dealBoard(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: { keyword?: string; ownerId?: string },
  limit: number,
) {
  const all = await stages(scope);
  const ownerId = input.ownerId === 'mine' ? viewer.userId : input.ownerId;
  const rows = await repo.boardDeals(scope, viewer, { ...input, ownerId }, limit);
  return {
    stages: all.map(presentStage),
    deals: await presentDeals(db, viewer, rows.slice(0, limit)),
    truncated: rows.length > limit,
  };
}

async function requireDeal(scope: TenantScope, viewer: Viewer, dealId: string) {
  const d = await repo.visibleDeal(scope, viewer, dealId);
  if (!d) throw dealNotFound();
  return d;
}

async function requireStage(scope: TenantScope, stageId: string | undefined) {
  const all = await stages(scope);
  const s = stageId ? all.find((x) => x.id === stageId) : all.find((x) => x.kind === 'open');
  if (!s) throw stageNotFound();
  return s;
}

const dealOf = async (db: Q, scope: TenantScope, viewer: Viewer, dealId: string) =>
  (await presentDeals(db, viewer, [await requireDeal(scope, viewer, dealId)]))[0]!;

export async function createDeal(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: z.output<typeof dealCreateInput>,
  at = new Date(),
) {
  const c = await requireVisibleCustomer(scope, viewer, input.customerId);
  const stage = await requireStage(scope, input.stageId);
  const id = await scope.transaction(async (tx) => {
    const dealId = await repo.insertDeal(tx, {
      customerId: c.id,
      ownerId: viewer.userId,
      title: input.title,
      amount: Number(input.amount),
      stageId: stage.id,
      expectedCloseOn: input.expectedCloseOn ?? null,
      closedAt: stage.kind === 'open' ? null : at,
    });
    await insertActivity(tx, {
      customerId: c.id,
      dealId,
      userId: viewer.userId,
      kind: 'deal',
      params: { deal: input.title },
    });
    await touchCustomer(tx, c.id, at);
    return dealId;
  });
  return dealOf(db, scope, viewer, id);
}

/** Editing and deleting a deal: its owner, the customer's owner or an administrator. */
async function requireManagedDeal(scope: TenantScope, viewer: Viewer, dealId: string) {
  const d = await requireDeal(scope, viewer, dealId);
  if (!(canManage(viewer, d) || d.customer_owner_id === viewer.userId)) throw forbidden('customerManageOnly');
  return d;
}

export async function updateDeal(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: { dealId: string; title?: string; amount?: number; expectedCloseOn?: string | null },
) {
  const d = await requireManagedDeal(scope, viewer, input.dealId);
  await scope.transaction(async (tx) => {
    await repo.lockDeal(tx, d.id);
    await repo.updateDeal(tx, d.id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.amount !== undefined ? { amount: Number(input.amount) } : {}),
      ...(input.expectedCloseOn !== undefined ? { expected_close_on: input.expectedCloseOn } : {}),
    });
  });
  return dealOf(db, scope, viewer, d.id);
}

/** Moves a deal (anyone who works the customer); the move is logged on the customer's timeline. */
export async function moveDeal(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: { dealId: string; stageId: string },
  at = new Date(),
) {
  const d = await requireDeal(scope, viewer, input.dealId);
  const stage = await requireStage(scope, input.stageId);
  await scope.transaction(async (tx) => {
    // A deal deleted meanwhile is not found, not resurrected.
    if (!(await repo.lockDeal(tx, d.id))) throw dealNotFound();
    if (d.stage_id === stage.id) return;
    await repo.moveDeal(tx, d.id, stage.id, stage.kind !== 'open', at);
    await insertActivity(tx, {
      customerId: d.customer_id,
      dealId: d.id,
      userId: viewer.userId,
      kind: 'stage',
      params: { deal: d.title, stage: stage.name, ...(stage.key ? { stageKey: stage.key } : {}) },
      at,
    });
    await touchCustomer(tx, d.customer_id, at);
  });
  return dealOf(db, scope, viewer, d.id);
}

export async function removeDeal(scope: TenantScope, viewer: Viewer, dealId: string) {
  const d = await requireManagedDeal(scope, viewer, dealId);
  return { changed: await scope.transaction((tx) => repo.removeDeal(tx, d.id)) };
}
