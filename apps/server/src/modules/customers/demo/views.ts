import type { CustomerViewState, DealViewState } from '@platform/contracts';
import type { Store } from '../../../db/kysely';
import { PAYING_ORG } from '../../../db/seed/demo-data';
import { memberIdsOf } from '../../accounts';
import { stages } from '../pipeline';
import * as repo from '../views-repo';

const { tenantId: DEMO_TENANT, adminId: DEMO_OWNER } = PAYING_ORG;

/** Deals of at least this amount (元) make the shared deals view's 大单. */
export const DEMO_BIG_DEAL = 1_000_000;

/** The demo's saved views, by name (docs/customers.md "Saved views"). */
export const DEMO_VIEWS = {
  keyCustomers: '重点客户',
  myLeadCustomers: '我的线索转化客户',
  bigDeals: '谈判中的大单',
} as const;

/**
 * 陈静 (the administrator of the paying organisation and the first owner of the demo customers)
 * gets two private views of the customers table and one deals view shared with the organisation,
 * each matching demo rows: customers tagged 重点客户 with the amount before the tags and the source
 * hidden; her own customers converted from leads; deals in 商务谈判 of at least 100万元. Once: only
 * while she has no saved view at all (a name she has is never written twice).
 */
export async function seedDemoViews(store: Store): Promise<boolean> {
  // eslint-disable-next-line no-restricted-syntax -- the demo seed writes the demo organisation's own rows
  const scope = store.forTenant(DEMO_TENANT);
  if (!(await memberIdsOf(store.db, DEMO_TENANT)).includes(DEMO_OWNER)) return false;
  for (const table of ['customers', 'deals'] as const)
    if ((await repo.countOwnViews(scope, DEMO_OWNER, table)) > 0) return false;
  const pipe = await stages(scope);
  const negotiation =
    pipe.find((s) => s.key === 'negotiation') ??
    pipe.filter((s) => s.kind === 'open').sort((a, b) => b.probability - a.probability)[0];
  const keyCustomers: CustomerViewState = {
    filters: { tag: '重点客户' },
    columns: [
      { key: 'name', visible: true },
      { key: 'openAmount', visible: true },
      { key: 'tags', visible: true },
      { key: 'ownerName', visible: true },
      { key: 'openDeals', visible: true },
      { key: 'lastActivityAt', visible: true },
      { key: 'source', visible: false },
    ],
  };
  const myLeadCustomers: CustomerViewState = { filters: { ownerId: 'mine', source: 'lead' }, columns: null };
  const bigDeals: DealViewState = {
    filters: { ...(negotiation ? { stageId: negotiation.id } : { state: 'open' }), amountMin: DEMO_BIG_DEAL },
    columns: [
      { key: 'title', visible: true },
      { key: 'customerName', visible: true },
      { key: 'amount', visible: true },
      { key: 'expectedCloseOn', visible: true },
      { key: 'ownerName', visible: true },
      { key: 'stage', visible: true },
      { key: 'probability', visible: false },
      { key: 'actions', visible: true },
    ],
  };
  const written = await repo.insertViewsOnce(scope, [
    {
      ownerId: DEMO_OWNER,
      table: 'customers',
      name: DEMO_VIEWS.keyCustomers,
      shared: false,
      state: keyCustomers,
    },
    {
      ownerId: DEMO_OWNER,
      table: 'customers',
      name: DEMO_VIEWS.myLeadCustomers,
      shared: false,
      state: myLeadCustomers,
    },
    { ownerId: DEMO_OWNER, table: 'deals', name: DEMO_VIEWS.bigDeals, shared: true, state: bigDeals },
  ]);
  return written > 0;
}
