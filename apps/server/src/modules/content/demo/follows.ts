import type { Store } from '../../../db/kysely';
import { follow } from '../../follow';
import { addFollows } from '../../social';
import { companiesWithRecentDynamics, firstChains, insertTarget } from '../feed-repo';
import { groupExists, insertGroups, insertMembers } from '../follow-groups-repo';

/** Fixed ids: the demo groups are the same after every start. */
const gid = (n: number) => `f0110000-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface DemoUser {
  tenant: string;
  user: string;
  people: string[];
  orgs: string[];
  companies: number;
  chains: number;
}

const DEMO: DemoUser[] = [
  // 李娜 (杭州云栖智造): her colleagues, 张伟 and 陈静, the operator, 40 companies, two chains.
  {
    tenant: '200001',
    user: '1000000000000000003',
    people: ['1000000000000000002', '1000000000000000004', '1000000000000000005', '1000000000000000007'],
    orgs: ['000000'],
    companies: 40,
    chains: 2,
  },
  // 张伟 (personal): 李娜, her organisation and the operator, 30 companies, one chain.
  {
    tenant: '100001',
    user: '1000000000000000002',
    people: ['1000000000000000003'],
    orgs: ['200001', '000000'],
    companies: 30,
    chains: 1,
  },
  // 王芳: 李娜 and 刘洋, 20 companies, one chain.
  {
    tenant: '200001',
    user: '1000000000000000004',
    people: ['1000000000000000003', '1000000000000000005'],
    orgs: ['000000'],
    companies: 20,
    chains: 1,
  },
  // 陈静 (the paying organisation 苏州星链): 李娜, 杭州云栖智造, 30 companies, two chains.
  {
    tenant: '200002',
    user: '1000000000000000007',
    people: ['1000000000000000003'],
    orgs: ['200001', '000000'],
    companies: 30,
    chains: 2,
  },
];

/**
 * The demo users follow people, companies (those with the newest dynamics), organisations and
 * chains, with groups (people / companies, the companies split in two subgroups, chains), so their
 * feeds are full after `npm start`. Once: a second start finds the groups and changes nothing.
 */
export async function seedDemoFollows(store: Store): Promise<boolean> {
  const companies = await companiesWithRecentDynamics(store.db, 40);
  const chains = await firstChains(store.db, 2);
  if (!companies.length) return false;
  let seeded = false;
  for (const [i, d] of DEMO.entries()) {
    // eslint-disable-next-line no-restricted-syntax -- the demo seed writes each demo user's own rows in their tenant
    const scope = store.forTenant(d.tenant);
    const base = i * 10;
    if (await groupExists(scope, gid(base + 1))) continue;
    const mine = companies.slice(i * 5, i * 5 + d.companies);
    const myChains = chains.slice(0, d.chains);
    await scope.transaction(async (tx) => {
      await addFollows(
        tx,
        d.people.map((p) => ({ user_id: d.user, target_user_id: p })),
      );
      await follow(tx, d.user, mine);
      for (const org of d.orgs) await insertTarget(tx, d.user, 'org', org);
      for (const chain of myChains) await insertTarget(tx, d.user, 'chain', chain);
      await insertGroups(tx, d.user, [
        { id: gid(base + 1), parent_id: null, name: '人脉', sort: 0 },
        { id: gid(base + 2), parent_id: null, name: '重点企业', sort: 1 },
        { id: gid(base + 3), parent_id: gid(base + 2), name: '链主企业', sort: 0 },
        { id: gid(base + 4), parent_id: gid(base + 2), name: '配套企业', sort: 1 },
        { id: gid(base + 5), parent_id: null, name: '产业链与组织', sort: 2 },
      ]);
      const half = Math.ceil(mine.length / 2);
      await insertMembers(tx, [
        ...d.people.map((p) => ({ group_id: gid(base + 1), target_kind: 'person' as const, target_id: p })),
        ...mine
          .slice(0, half)
          .map((c) => ({ group_id: gid(base + 3), target_kind: 'company' as const, target_id: c })),
        ...mine
          .slice(half)
          .map((c) => ({ group_id: gid(base + 4), target_kind: 'company' as const, target_id: c })),
        ...myChains.map((c) => ({ group_id: gid(base + 5), target_kind: 'chain' as const, target_id: c })),
        ...d.orgs.map((o) => ({ group_id: gid(base + 5), target_kind: 'org' as const, target_id: o })),
      ]);
    });
    seeded = true;
  }
  return seeded;
}
