import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  ResultCode,
  USER_CHAIN_LIMITS,
  checkTree,
  subtreeKeys,
  type chainApi,
  type UserChain,
} from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError, badRequest } from '../../lib/errors';
import * as base from './repo';
import { recordVisit } from './groups-repo';
import * as repo from './user-chain-repo';
import { areaOf } from './service';

type In<E extends { input: z.ZodType }> = z.infer<E['input']>;

export const chainNotFound = (detail?: string) =>
  new AppError('chainNotFound', ResultCode.NOT_FOUND, 404, detail);
const nodeNotFound = (detail?: string) => new AppError('nodeNotFound', ResultCode.NOT_FOUND, 404, detail);

/** The copy's name: 「name（副本）」 within the name limit. */
const copyName = (name: string) => `${name.slice(0, USER_CHAIN_LIMITS.nameLength - 4)}（副本）`;

export async function editIdentity(scope: TenantScope, userId: string) {
  const chainCount = await repo.countChains(scope, userId);
  return { canEdit: true, chainCount, chainLimit: USER_CHAIN_LIMITS.chainsPerUser };
}

async function assertRoomForChain(tx: TenantScope, userId: string): Promise<void> {
  if ((await repo.countChains(tx, userId)) >= USER_CHAIN_LIMITS.chainsPerUser)
    throw new AppError('userChainLimit', ResultCode.BAD_REQUEST, 400);
}

/** The tree is checked whole before anything is written: one bad node refuses the save. */
async function checkedNodes(scope: TenantScope, nodes: In<typeof chainApi.userChainSave>['nodes']) {
  const tree = checkTree(nodes);
  if (!tree.ok) {
    const key =
      tree.problem === 'cycle'
        ? 'chainNodeCycle'
        : tree.problem === 'tooDeep'
          ? 'chainTooDeep'
          : 'chainTreeInvalid';
    throw badRequest(key);
  }
  const sources = [...new Set(nodes.map((n) => n.sourceCode).filter((c): c is string => Boolean(c)))];
  if (sources.length) {
    const known = await base.knownNodeCodes(scope.db, sources);
    const missing = sources.filter((c) => !known.includes(c));
    if (missing.length) throw nodeNotFound(missing[0]);
  }
  return nodes.map((n) => ({
    node_key: n.key,
    parent_key: n.parentKey,
    name: n.name,
    source_code: n.sourceCode ?? null,
  }));
}

export async function save(scope: TenantScope, userId: string, input: In<typeof chainApi.userChainSave>) {
  const nodes = await checkedNodes(scope, input.nodes);
  return scope.transaction(async (tx) => {
    let id = input.id;
    if (id) {
      if (!(await repo.ownChainForUpdate(tx, userId, id))) throw chainNotFound(id);
    } else {
      await assertRoomForChain(tx, userId);
      id = randomUUID();
      await repo.insertChain(tx, { id, user_id: userId, name: input.name, source_chain_code: null });
    }
    await repo.replaceNodes(tx, id, nodes);
    const updatedAt = await repo.renameChain(tx, id, input.name, nodes.length);
    return { id, updatedAt: updatedAt.toISOString() };
  });
}

export async function copy(scope: TenantScope, userId: string, input: In<typeof chainApi.userChainCopy>) {
  return scope.transaction(async (tx) => {
    await assertRoomForChain(tx, userId);
    const id = randomUUID();
    if (input.induChainId) {
      const found = await base.chainOfCode(tx.db, input.induChainId);
      if (!found || found.node_code) throw chainNotFound(input.induChainId);
      const [chain] = await base.chains(tx.db, undefined, found.chain_code);
      const nodes = await base.nodesWithCounts(tx.db, found.chain_code);
      await repo.insertChain(tx, {
        id,
        user_id: userId,
        name: chain!.chain_name,
        source_chain_code: found.chain_code,
      });
      await repo.replaceNodes(
        tx,
        id,
        nodes.map((n) => ({
          node_key: n.node_code,
          parent_key: n.level === 1 ? null : n.parent_code,
          name: n.node_name,
          source_code: n.node_code,
        })),
      );
      await repo.renameChain(tx, id, chain!.chain_name, nodes.length);
    } else {
      const from = await repo.ownChainForUpdate(tx, userId, input.id!);
      if (!from) throw chainNotFound(input.id);
      const name = copyName(from.name);
      await repo.insertChain(tx, { id, user_id: userId, name, source_chain_code: from.source_chain_code });
      const nodes = await repo.nodesOf(tx, from.id);
      await repo.replaceNodes(tx, id, nodes);
      await repo.copyEdits(tx, from.id, id);
      await repo.renameChain(tx, id, name, nodes.length);
    }
    return { id };
  });
}

export async function remove(scope: TenantScope, userId: string, id: string): Promise<boolean> {
  if (!(await repo.deleteChain(scope, userId, id))) throw chainNotFound(id);
  return true;
}

export async function page(scope: TenantScope, userId: string, current: number, size: number) {
  const [{ rows, total }, last] = await Promise.all([
    repo.pageChains(scope, userId, current, size),
    repo.lastOf(scope, userId),
  ]);
  return {
    records: rows.map((r) => ({
      id: r.id,
      name: r.name,
      sourceChainCode: r.source_chain_code,
      sourceChainName: r.source_chain_name ?? null,
      nodeCount: r.node_count,
      updatedAt: r.updated_at.toISOString(),
    })),
    total,
    current,
    size,
    last: last ? { induChainId: last.chain_code, id: last.user_chain_id } : null,
  };
}

/** Who asked: the owner, or a share's viewer (already checked). */
export type Access = { kind: 'owner'; userId: string } | { kind: 'share' };

/** A chain the caller may read: the owner's, or the one a checked share names. */
export async function readable(scope: TenantScope, id: string, access: Access): Promise<repo.UserChainRow> {
  const chain = await repo.chainById(scope, id);
  if (!chain || (access.kind === 'owner' && chain.user_id !== access.userId)) throw chainNotFound(id);
  return chain;
}

/** The chain with each node's level and company count, and the companies its owner removed. */
export async function present(
  scope: TenantScope,
  chain: repo.UserChainRow,
  editable: boolean,
): Promise<UserChain> {
  const [nodes, edits] = await Promise.all([repo.nodesOf(scope, chain.id), repo.editsOf(scope, chain.id)]);
  const tree = checkTree(nodes.map((n) => ({ key: n.node_key, parentKey: n.parent_key })));
  const levels = tree.ok ? tree.levels : new Map<string, number>();
  const parent = new Map(nodes.map((n) => [n.node_key, n.parent_key]));
  const closure = nodes.flatMap((n) => {
    const pairs: Array<{ ancestor: string; node_key: string }> = [];
    for (let key: string | null = n.node_key; key !== null; key = parent.get(key) ?? null)
      pairs.push({ ancestor: key, node_key: n.node_key });
    return pairs;
  });
  const removedEdits = edits.filter((e) => !e.attached);
  const [counts, names] = await Promise.all([
    repo.countsByNode(scope.db, { nodes, edits }, closure),
    repo.companyNames(
      scope.db,
      removedEdits.map((e) => e.company_id),
    ),
  ]);
  return {
    id: chain.id,
    name: chain.name,
    sourceChainCode: chain.source_chain_code,
    nodes: nodes.map((n) => ({
      key: n.node_key,
      parentKey: n.parent_key,
      name: n.name,
      sourceCode: n.source_code,
      level: levels.get(n.node_key) ?? 1,
      companyCount: counts.get(n.node_key) ?? 0,
    })),
    removed: removedEdits.map((e) => ({
      nodeKey: e.node_key,
      companyId: e.company_id,
      companyName: names.get(e.company_id) ?? e.company_id,
    })),
    updatedAt: chain.updated_at.toISOString(),
    editable,
  };
}

export async function select(scope: TenantScope, userId: string, id: string) {
  return present(scope, await readable(scope, id, { kind: 'owner', userId }), true);
}

/** A node's companies (and those under it). */
export async function entPage(
  scope: TenantScope,
  access: Access,
  input: In<typeof chainApi.userChainEntPage>,
) {
  const chain = await readable(scope, input.id, access);
  const [nodes, edits] = await Promise.all([repo.nodesOf(scope, chain.id), repo.editsOf(scope, chain.id)]);
  if (!nodes.some((n) => n.node_key === input.nodeKey)) throw nodeNotFound(input.nodeKey);
  const keys = subtreeKeys(
    nodes.map((n) => ({ key: n.node_key, parentKey: n.parent_key })),
    input.nodeKey,
  );
  const placement = {
    nodes: nodes.filter((n) => keys.has(n.node_key)),
    edits: edits.filter((e) => keys.has(e.node_key)),
  };
  const { rows, total } = await repo.entPage(scope.db, placement, input.keyword, input.current, input.size);
  return {
    records: rows.map((r) => ({
      companyId: r.company_id,
      companyName: r.company_name,
      regStatusName: r.reg_status_name,
      regCapital: Number(r.reg_capital),
      area: areaOf(r.region_code),
      added: r.added,
    })),
    total,
    current: input.current,
    size: input.size,
  };
}

/** Adds a company to a saved node of one's chain, or removes one the data set placed there. */
export async function editCompany(
  scope: TenantScope,
  userId: string,
  input: In<typeof chainApi.companyEdit>,
) {
  if (!(await base.companyExists(scope.db, input.companyId)))
    throw new AppError('companyNotFound', ResultCode.NOT_FOUND, 404, input.companyId);
  return scope.transaction(async (tx) => {
    const chain = await repo.ownChainForUpdate(tx, userId, input.id);
    if (!chain) throw chainNotFound(input.id);
    const nodes = await repo.nodesOf(tx, chain.id);
    if (!nodes.some((n) => n.node_key === input.nodeKey)) throw badRequest('chainNodeUnsaved');
    if ((await repo.countEdits(tx, chain.id)) >= USER_CHAIN_LIMITS.companyEditsPerChain)
      throw badRequest('chainEditLimit');
    await repo.saveEdit(tx, chain.id, {
      node_key: input.nodeKey,
      company_id: input.companyId,
      attached: input.attached,
    });
    await repo.touchChain(tx, chain.id);
    return true;
  });
}

export async function undoCompanyEdit(
  scope: TenantScope,
  userId: string,
  input: In<typeof chainApi.companyEditRemove>,
) {
  return scope.transaction(async (tx) => {
    const chain = await repo.ownChainForUpdate(tx, userId, input.id);
    if (!chain) throw chainNotFound(input.id);
    await repo.deleteEdit(tx, chain.id, input.nodeKey, input.companyId);
    await repo.touchChain(tx, chain.id);
    return true;
  });
}

export async function saveLast(scope: TenantScope, userId: string, input: In<typeof chainApi.saveLastChain>) {
  if (input.induChainId) {
    const found = await base.chainOfCode(scope.db, input.induChainId);
    if (!found) throw chainNotFound(input.induChainId);
    await scope.transaction(async (tx) => {
      await repo.saveLast(tx, userId, { chain_code: found.chain_code, user_chain_id: null });
      await recordVisit(tx, userId, found.chain_code);
    });
  } else {
    await readable(scope, input.id!, { kind: 'owner', userId });
    await repo.saveLast(scope, userId, { chain_code: null, user_chain_id: input.id! });
  }
  return true;
}
