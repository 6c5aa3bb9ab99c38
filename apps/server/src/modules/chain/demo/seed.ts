import type { Store } from '../../../db/kysely';
import { findUserById } from '../../accounts';
import * as base from '../repo';
import * as repo from '../user-chain-repo';

const LINA = { tenant: '200001', user: '1000000000000000003' } as const;
/** Fixed ids and key: the demo share link is the same after every start (docs/chain-maps.md). */
export const DEMO_CHAIN = {
  id: '7a1c2e00-0000-4000-8000-000000000001',
  shareId: '7a1c2e00-0000-4000-8000-000000000101',
  shareKey: 'demoShareKey',
} as const;

/**
 * The demo user chain (after the company data set): 李娜's copy of 新能源汽车 with a segment of
 * her own, 重点招商, holding two of the chain's companies, and a share link with no end. Once:
 * a second start finds the chain and changes nothing.
 */
export async function seedDemoChains(store: Store): Promise<boolean> {
  // eslint-disable-next-line no-restricted-syntax -- the demo seed writes its one user's rows
  const scope = store.forTenant(LINA.tenant);
  if (await repo.chainById(scope, DEMO_CHAIN.id)) return false;
  const user = await findUserById(store.db, LINA.user);
  const nodes = await base.nodesWithCounts(store.db, 'NEV');
  if (!user || !nodes.length) return false;
  const midstream = nodes.find((n) => n.level === 1 && n.node_name === '中游') ?? nodes[0]!;
  const picked = nodes.filter((n) => n.level === 3 && n.company_count > 0).slice(0, 2);
  const companies = await Promise.all(picked.map((n) => base.firstCompanyOnNode(store.db, n.node_code)));
  await scope.transaction(async (tx) => {
    await repo.insertChain(tx, {
      id: DEMO_CHAIN.id,
      user_id: LINA.user,
      name: '我的新能源汽车产业链',
      source_chain_code: 'NEV',
    });
    const own = { node_key: 'focus', parent_key: midstream.node_code, name: '重点招商', source_code: null };
    const copied = nodes.map((n) => ({
      node_key: n.node_code,
      parent_key: n.level === 1 ? null : n.parent_code,
      name: n.node_name,
      source_code: n.node_code,
    }));
    await repo.replaceNodes(tx, DEMO_CHAIN.id, [...copied, own]);
    for (const companyId of companies)
      await repo.saveEdit(tx, DEMO_CHAIN.id, { node_key: 'focus', company_id: companyId, attached: true });
    await repo.renameChain(tx, DEMO_CHAIN.id, '我的新能源汽车产业链', copied.length + 1);
    await repo.insertShare(tx, {
      id: DEMO_CHAIN.shareId,
      user_id: LINA.user,
      chain_id: DEMO_CHAIN.id,
      share_key: DEMO_CHAIN.shareKey,
      expires_at: null,
    });
    await repo.saveLast(tx, LINA.user, { chain_code: null, user_chain_id: DEMO_CHAIN.id });
  });
  return true;
}
