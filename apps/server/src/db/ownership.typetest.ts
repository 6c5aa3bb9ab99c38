// Compile-time proof of the ownership rule (checked by `tsc`, never run): the app's Store and the
// router's TenantScope pass where a module's view is asked for, and a module's view cannot name
// another module's table, in a from, a join or a write.
import type { Store } from './kysely';
import type { QueriesOf, ScopeOf, StoreOf } from './module-store';
import type { TenantScope } from './tenant-scope';

declare const store: Store;
declare const scope: TenantScope;

export const chainStore: StoreOf<'chain'> = store;
export const chainScope: ScopeOf<'chain'> = scope;
export const payQueries: QueriesOf<'pay'> = store.db;

export const ownTenantTable = () => chainScope.selectFrom('user_chains').selectAll();
export const readModel = () => chainStore.db.selectFrom('companies').select('company_id');
export const joinReadModel = () =>
  chainScope
    .selectFrom('user_chain_companies')
    .innerJoin('companies', 'companies.company_id', 'user_chain_companies.company_id');

// @ts-expect-error users belong to accounts: chain reads them through accounts' index.ts
export const othersTable = () => chainStore.db.selectFrom('users').selectAll();
// @ts-expect-error pay_orders belong to pay, even through the scope
export const othersTenantTable = () => chainScope.selectFrom('pay_orders').selectAll();
export const othersJoin = () =>
  // @ts-expect-error a join names only tables the module may see
  chainScope.selectFrom('user_chains').innerJoin('users', 'users.id', 'user_chains.user_id');
// @ts-expect-error pay is no reader of the enterprise read model
export const writeReadModel = () => payQueries.insertInto('companies').values({});
