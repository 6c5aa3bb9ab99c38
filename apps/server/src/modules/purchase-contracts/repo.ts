import type { Insertable, Updateable } from 'kysely';
import type { PurchaseContractStatus, PurchaseContractsTable } from '../../db/schema/purchase-contracts';
import type { ScopeOf, StoreOf } from '../../db/module-store';
import { paginate } from '../../db/paginate';

type Scope = ScopeOf<'purchase-contracts'>;
type Db = StoreOf<'purchase-contracts'>;

/** The expense centre's purchase contracts: tenant-owned, every query through the scope. */

export const insertContract = (scope: Scope, row: Omit<Insertable<PurchaseContractsTable>, 'tenant_id'>) =>
  scope.insertInto('purchase_contracts', row).execute();

export const contract = (scope: Scope, id: string) =>
  scope
    .selectFrom('purchase_contracts')
    .selectAll('purchase_contracts')
    .where('purchase_contracts.id', '=', id)
    .executeTakeFirst();

export type ContractDbRow = NonNullable<Awaited<ReturnType<typeof contract>>>;

export const contractPage = (
  scope: Scope,
  status: PurchaseContractStatus | undefined,
  page: { current: number; size: number },
) =>
  paginate(
    scope
      .selectFrom('purchase_contracts')
      .selectAll('purchase_contracts')
      .$if(status !== undefined, (b) => b.where('purchase_contracts.status', '=', status!))
      .orderBy('purchase_contracts.created_at', 'desc')
      .orderBy('purchase_contracts.id', 'desc'),
    page,
  );

/** Orders of the tenant with a live (applied or approved) contract. */
export async function liveContractOrders(scope: Scope): Promise<Set<string>> {
  const rows = await scope
    .selectFrom('purchase_contracts')
    .select('purchase_contracts.out_trade_no')
    .where('purchase_contracts.status', '<>', 'rejected')
    .execute();
  return new Set(rows.map((r) => r.out_trade_no));
}

/** Every tenant's applied contracts, oldest first: the review job's work. */
export const pendingContracts = (unscoped: Db['unscoped'], limit: number) =>
  unscoped
    .selectFrom('purchase_contracts')
    .select(['purchase_contracts.id', 'purchase_contracts.tenant_id'])
    .where('purchase_contracts.status', '=', 'applied')
    .orderBy('purchase_contracts.created_at')
    .limit(limit)
    .execute();

/** Moves an applied contract on; false when it was no longer applied (another worker got it). */
export async function settleContract(
  scope: Scope,
  id: string,
  change: Updateable<PurchaseContractsTable> & { status: 'approved' | 'rejected' },
): Promise<boolean> {
  const r = await scope
    .updateTable('purchase_contracts')
    .set(change)
    .where('purchase_contracts.id', '=', id)
    .where('purchase_contracts.status', '=', 'applied')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function countAttempt(scope: Scope, id: string): Promise<void> {
  await scope
    .updateTable('purchase_contracts')
    .set((eb) => ({ attempts: eb('purchase_contracts.attempts', '+', 1) }))
    .where('purchase_contracts.id', '=', id)
    .execute();
}
