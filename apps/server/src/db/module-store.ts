import type {
  DeleteQueryBuilder,
  DeleteResult,
  InsertQueryBuilder,
  InsertResult,
  Kysely,
  SelectQueryBuilder,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';
import type { TablesOf } from './ownership';
import type { Database, SharedDatabase, TenantTable } from './schema';
import type { TenantInsert } from './tenant-scope';

type SharedOf<Own extends keyof Database> = Pick<SharedDatabase, Extract<Own, keyof SharedDatabase>>;
type VisibleOf<Own extends keyof Database> = Pick<Database, Own>;
type TenantOf<Own extends keyof Database> = Extract<Own, TenantTable>;
/** `unknown` for a module that owns no shared table (Kysely over no tables is not a usable type). */
type SharedView<Own extends keyof Database> = [Extract<Own, keyof SharedDatabase>] extends [never]
  ? unknown
  : Kysely<SharedOf<Own>>;

/**
 * A TenantScope as one module's repos see it: only the tables the module may name. The router's
 * TenantScope and the app's Store are assignable to these views, so callers pass them unchanged,
 * while a repo typed `ScopeOf<'chain'>` cannot compile a query that starts from another module's
 * table, nor a select that joins one. (Writes hand back Kysely's builders over every table, which
 * keeps the views assignable; test/data-ownership.test.ts reads every query of every module,
 * raw SQL included, and refuses a write to, or a join of, a table the module may not name.)
 */
export interface ModuleScope<Own extends keyof Database> {
  readonly tenantId: string;
  readonly actorId?: string | undefined;
  readonly db: SharedView<Own>;
  selectFrom<T extends TenantOf<Own>>(table: T): SelectQueryBuilder<VisibleOf<Own>, T, object>;
  insertInto<T extends TenantOf<Own>>(
    table: T,
    values: TenantInsert<T> | readonly TenantInsert<T>[],
  ): InsertQueryBuilder<Database, T, InsertResult>;
  updateTable<T extends TenantOf<Own>>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult>;
  deleteFrom<T extends TenantOf<Own>>(table: T): DeleteQueryBuilder<Database, T, DeleteResult>;
  transaction<R>(fn: (tx: ModuleScope<Own>) => Promise<R>): Promise<R>;
}

/** The Store (db/kysely.ts) as one module's repos see it. */
export interface ModuleStore<Own extends keyof Database> {
  readonly db: SharedView<Own>;
  readonly unscoped: Kysely<VisibleOf<Own>>;
  forTenant(tenantId: string): ModuleScope<Own>;
  transaction<R>(fn: (tx: ModuleStore<Own>) => Promise<R>): Promise<R>;
}

/** What module M's repos take: `(store: StoreOf<'chain'>, …)`. */
export type StoreOf<M extends string> = ModuleStore<TablesOf<M>>;
/** What module M's repos take for a caller's tenant: `(scope: ScopeOf<'chain'>, …)`. */
export type ScopeOf<M extends string> = ModuleScope<TablesOf<M>>;
/** The shared tables module M may name, for repos that take `store.db` or `scope.db`. */
export type QueriesOf<M extends string> = SharedView<TablesOf<M>>;
