import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Db, Queryable } from './db';
import type { Database, SharedDatabase } from './schema';
import { TenantScope } from './tenant-scope';

/**
 * Kysely over our own Db, so PGlite and node-postgres run the same typed queries through one
 * code path. Transactions stay callbacks over Db.transaction (PGlite serialises them itself, pg
 * holds one pooled client): Store.transaction hands out a Store bound to the transaction.
 */
class QueryableConnection implements DatabaseConnection {
  constructor(private readonly q: Queryable) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, rowCount } = await this.q.run<R>(compiled.sql, compiled.parameters);
    return { rows, numAffectedRows: BigInt(rowCount) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported');
  }
}

const NO_KYSELY_TX = 'use Store.transaction: transactions run as callbacks over Db.transaction';

class QueryableDriver implements Driver {
  private readonly connection: QueryableConnection;
  constructor(q: Queryable) {
    this.connection = new QueryableConnection(q);
  }
  async init() {}
  async acquireConnection() {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error(NO_KYSELY_TX);
  }
  async commitTransaction(): Promise<void> {
    throw new Error(NO_KYSELY_TX);
  }
  async rollbackTransaction(): Promise<void> {
    throw new Error(NO_KYSELY_TX);
  }
  async releaseConnection() {}
  async destroy() {}
}

/** Queries over the shared (not tenant-owned) tables. */
export type Q = Kysely<SharedDatabase>;

export function kyselyOver(q: Queryable): Kysely<Database> {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new QueryableDriver(q),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

/** Typed access to one database, or to one open transaction of it. */
export interface Store {
  /** Shared tables only: tenant-owned tables are not in this type (use a TenantScope). */
  readonly db: Kysely<SharedDatabase>;
  /**
   * Every table and no tenant filter. Only for work that has no caller's tenant (provider
   * notifications, the unpaid-order sweep, cross-tenant counts): each use names why.
   */
  readonly unscoped: Kysely<Database>;
  /** The scope of one tenant over this database (or transaction). */
  forTenant(tenantId: string, actorId?: string): TenantScope;
  /** Runs fn in a transaction; inside one, runs it in the same transaction. */
  transaction<T>(fn: (tx: Store) => Promise<T>): Promise<T>;
}

export function createStore(db: Db): Store {
  return storeOver(db, (fn) => db.transaction((tx) => fn(storeOver(tx, null))));
}

function storeOver(q: Queryable, begin: (<T>(fn: (tx: Store) => Promise<T>) => Promise<T>) | null): Store {
  const k = kyselyOver(q);
  const store: Store = {
    db: k as unknown as Kysely<SharedDatabase>,
    unscoped: k,
    forTenant: (tenantId, actorId) => new TenantScope(tenantId, store, actorId),
    transaction: (fn) => (begin ? begin(fn) : fn(store)),
  };
  return store;
}
