import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CHAIN_LIMITS, chainApi, type UserChain } from '@platform/contracts';
import { bearer, createTestApp, loginToken, type TestApp } from '../../test/test-app';
import { DEMO_CHAIN, seedDemoChains } from './demo';

let t: TestApp;
let lina: string;
let wangfang: string;
let zhangwei: string;
beforeAll(async () => {
  t = await createTestApp({}, { companies: 400 });
  lina = (await loginToken(t.app, 'lina')).access;
  wangfang = (await loginToken(t.app, 'wangfang')).access;
  zhangwei = (await loginToken(t.app, 'zhangwei')).access;
});
afterAll(() => t.close());

type Ep = { method: string; path: string };
async function call<T = unknown>(ep: Ep, token: string | null, payload?: Record<string, unknown>) {
  const res = await t.app.inject({
    method: ep.method as 'GET' | 'POST',
    url: ep.path,
    headers: token ? bearer(token) : {},
    ...(ep.method === 'GET' ? { query: payload as Record<string, string> } : { payload: payload ?? {} }),
  });
  const body = res.json() as { code: number; data: T; msg: string };
  return { status: res.statusCode, ...body };
}
const rowCount = async (table: string, where = 'true') =>
  Number((await t.db.query<{ n: string }>(`select count(*) as n from ${table} where ${where}`))[0]!.n);

const copyNev = async (token = lina) =>
  (await call<{ id: string }>(chainApi.userChainCopy, token, { induChainId: 'NEV' })).data.id;
const select = (id: string, token = lina) => call<UserChain>(chainApi.userChainSelect, token, { id });
const toInput = (c: UserChain) =>
  c.nodes.map(({ key, parentKey, name, sourceCode }) => ({ key, parentKey, name, sourceCode }));

describe('user chains', () => {
  it('copies a data-set chain with its nodes and counts, then saves an edited tree', async () => {
    const system = await call<{ nodes: Array<{ code: string; companyCount: number; level: number }> }>(
      chainApi.getMapNodesById,
      null,
      { induChainId: 'NEV' },
    );
    const id = await copyNev();
    const copy = (await select(id)).data;
    expect(copy.name).toBe('新能源汽车');
    expect(copy.editable).toBe(true);
    expect(copy.nodes).toHaveLength(system.data.nodes.length);
    for (const n of system.data.nodes) {
      const mine = copy.nodes.find((c) => c.key === n.code)!;
      expect([mine.level, mine.companyCount]).toEqual([n.level, n.companyCount]);
    }

    // Rename, add a node under 上游, move a leaf under it, remove another leaf.
    const [upstream] = copy.nodes.filter((n) => n.level === 1);
    const leaves = copy.nodes.filter((n) => n.level === 3 && n.companyCount > 0);
    const moved = leaves[0]!;
    const dropped = leaves[1]!;
    const nodes = toInput(copy)
      .filter((n) => n.key !== dropped.key)
      .map((n) => (n.key === moved.key ? { ...n, parentKey: 'mine1' } : n));
    nodes.push({ key: 'mine1', parentKey: upstream!.key, name: '重点关注', sourceCode: null });
    const saved = await call<{ id: string }>(chainApi.userChainSave, lina, {
      id,
      name: '我的新能源汽车',
      nodes,
    });
    expect([saved.status, saved.msg, saved.data.id]).toEqual([200, '保存成功', id]);
    const after = (await select(id)).data;
    expect(after.name).toBe('我的新能源汽车');
    expect(after.nodes.find((n) => n.key === dropped.key)).toBeUndefined();
    const mine1 = after.nodes.find((n) => n.key === 'mine1')!;
    expect([mine1.level, mine1.companyCount]).toEqual([2, moved.companyCount]);
    expect(after.nodes.find((n) => n.key === moved.key)!.level).toBe(3);

    const page = await call<{
      records: Array<{ id: string; sourceChainName: string; nodeCount: number }>;
      total: number;
    }>(chainApi.userChainPage, lina, { current: '1', size: '10' });
    expect(page.data.records.find((r) => r.id === id)).toMatchObject({
      sourceChainName: '新能源汽车',
      nodeCount: nodes.length,
    });
  });

  it('starts a chain from nothing and refuses a cycle, a missing parent, an unknown source and a tree too deep', async () => {
    const nodes = [
      { key: 'u', parentKey: null, name: '上游' },
      { key: 'a', parentKey: 'u', name: '原料' },
    ];
    const created = await call<{ id: string }>(chainApi.userChainSave, lina, { name: '空白产业链', nodes });
    expect(created.status).toBe(200);
    const id = created.data.id;
    const before = await select(id);

    const cycle = await call(chainApi.userChainSave, lina, {
      id,
      name: '改名',
      nodes: [
        { key: 'u', parentKey: 'a', name: '上游' },
        { key: 'a', parentKey: 'u', name: '原料' },
      ],
    });
    expect([cycle.status, cycle.msg]).toEqual([400, '节点不能移到它自己或它的下级节点之下']);
    const orphan = await call(chainApi.userChainSave, lina, {
      id,
      name: '改名',
      nodes: [{ key: 'a', parentKey: 'x', name: 'A' }],
    });
    expect(orphan.status).toBe(400);
    const unknown = await call(chainApi.userChainSave, lina, {
      id,
      name: '改名',
      nodes: [{ key: 'a', parentKey: null, name: 'A', sourceCode: 'NOPE01' }],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.msg).toMatch(/^产业链节点不存在/);
    const deep = Array.from({ length: USER_CHAIN_LIMITS.depth + 1 }, (_, i) => ({
      key: `k${i}`,
      parentKey: i ? `k${i - 1}` : null,
      name: `第${i}级`,
    }));
    expect((await call(chainApi.userChainSave, lina, { id, name: '改名', nodes: deep })).msg).toBe(
      '产业链最多 8 级节点',
    );
    const tooMany = Array.from({ length: USER_CHAIN_LIMITS.nodesPerChain + 1 }, (_, i) => ({
      key: `n${i}`,
      parentKey: null,
      name: 'x',
    }));
    expect((await call(chainApi.userChainSave, lina, { id, name: '改名', nodes: tooMany })).status).toBe(400);
    expect((await call(chainApi.userChainPage, lina, { current: '1', size: '100000' })).status).toBe(400);
    // Nothing was written.
    expect((await select(id)).data).toEqual(before.data);
  });

  it('keeps each user to their own chains, and other tenants out', async () => {
    const id = await copyNev();
    for (const token of [wangfang, zhangwei]) {
      expect((await select(id, token)).status).toBe(404);
      expect((await call(chainApi.userChainRemove, token, { id })).status).toBe(404);
      expect((await call(chainApi.userChainCopy, token, { id })).status).toBe(404);
      expect(
        (
          await call(chainApi.userChainSave, token, {
            id,
            name: 'x',
            nodes: [{ key: 'a', parentKey: null, name: 'a' }],
          })
        ).status,
      ).toBe(404);
      expect((await call(chainApi.userChainEntPage, token, { id, nodeKey: 'NEV01' })).status).toBe(404);
    }
    expect((await call(chainApi.userChainEntPage, null, { id, nodeKey: 'NEV01' })).status).toBe(401);
    expect((await select(id)).status).toBe(200);
  });

  it('adds and removes companies on a node; the counts, the company page and a copy follow', async () => {
    const id = await copyNev();
    const chain = (await select(id)).data;
    const leaf = chain.nodes.find((n) => n.level === 3 && n.companyCount > 1)!;
    const other = chain.nodes.find(
      (n) => n.level === 3 && n.companyCount > 0 && n.parentKey !== leaf.parentKey,
    )!;
    const entPage = (nodeKey: string) =>
      call<{ total: number; records: Array<{ companyId: string; added: boolean }> }>(
        chainApi.userChainEntPage,
        lina,
        {
          id,
          nodeKey,
          size: 100,
        },
      );
    const own = (await entPage(leaf.key)).data;
    const outsider = (await entPage(other.key)).data.records.find(
      (r) => !own.records.some((o) => o.companyId === r.companyId),
    )!;
    const gone = own.records[0]!.companyId;

    expect(
      (
        await call(chainApi.companyEdit, lina, {
          id,
          nodeKey: leaf.key,
          companyId: outsider.companyId,
          attached: true,
        })
      ).data,
    ).toBe(true);
    expect(
      (await call(chainApi.companyEdit, lina, { id, nodeKey: leaf.key, companyId: gone, attached: false }))
        .data,
    ).toBe(true);
    const edited = (await entPage(leaf.key)).data;
    expect(edited.total).toBe(own.total);
    expect(edited.records.find((r) => r.companyId === outsider.companyId)?.added).toBe(true);
    expect(edited.records.some((r) => r.companyId === gone)).toBe(false);
    const after = (await select(id)).data;
    expect(after.removed).toEqual([expect.objectContaining({ nodeKey: leaf.key, companyId: gone })]);

    // A copy keeps the edits; undoing one on the original brings the company back.
    const copyId = (await call<{ id: string }>(chainApi.userChainCopy, lina, { id })).data.id;
    expect((await select(copyId)).data).toMatchObject({ name: '新能源汽车（副本）', removed: after.removed });
    await call(chainApi.companyEditRemove, lina, { id, nodeKey: leaf.key, companyId: gone });
    expect((await entPage(leaf.key)).data.records.some((r) => r.companyId === gone)).toBe(true);

    // Bad input: an unknown company, an unsaved node, another user's chain.
    expect(
      (
        await call(chainApi.companyEdit, lina, {
          id,
          nodeKey: leaf.key,
          companyId: '9999999999',
          attached: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(chainApi.companyEdit, lina, { id, nodeKey: 'nothere', companyId: gone, attached: true }))
        .msg,
    ).toBe('请先保存该节点');
    expect(
      (await call(chainApi.companyEdit, wangfang, { id, nodeKey: leaf.key, companyId: gone, attached: true }))
        .status,
    ).toBe(404);

    // Removing a node takes its edits with it; removing the chain takes everything.
    const kept = toInput(after).filter((n) => n.key !== leaf.key);
    await call(chainApi.userChainSave, lina, { id, name: after.name, nodes: kept });
    expect(await rowCount('user_chain_companies', `chain_id = '${id}'`)).toBe(0);
    expect((await call(chainApi.userChainRemove, lina, { id })).data).toBe(true);
    expect(await rowCount('user_chain_nodes', `chain_id = '${id}'`)).toBe(0);
    expect((await select(id)).status).toBe(404);
  });

  it('remembers the chain opened last and counts what is left', async () => {
    expect((await call(chainApi.saveLastChain, zhangwei, { induChainId: 'IC' })).data).toBe(true);
    const page = await call<{ last: unknown }>(chainApi.userChainPage, zhangwei, {});
    expect(page.data.last).toEqual({ induChainId: 'IC', id: null });
    expect((await call(chainApi.saveLastChain, zhangwei, { induChainId: 'NOPE' })).status).toBe(404);
    const identity = await call<{ chainCount: number; chainLimit: number }>(chainApi.editIdentity, zhangwei);
    const surplus = await call<{ remaining: number }>(chainApi.surplus, zhangwei);
    expect(surplus.data.remaining).toBe(identity.data.chainLimit - identity.data.chainCount);
    expect((await call(chainApi.editIdentity, null)).status).toBe(401);
  });

  it('seeds the demo chain and its share once', async () => {
    expect(await seedDemoChains(t.app.ctx.store)).toBe(true);
    expect(await seedDemoChains(t.app.ctx.store)).toBe(false);
    const chain = (await select(DEMO_CHAIN.id)).data;
    expect(chain.name).toBe('我的新能源汽车产业链');
    expect(chain.nodes.find((n) => n.key === 'focus')).toMatchObject({
      name: '重点招商',
      level: 2,
      companyCount: 2,
    });
    const shared = await call<UserChain>(chainApi.shareInfo, null, {
      shareId: DEMO_CHAIN.shareId,
      shareKey: DEMO_CHAIN.shareKey,
    });
    expect(shared.data.nodes).toHaveLength(chain.nodes.length);
  });
});
