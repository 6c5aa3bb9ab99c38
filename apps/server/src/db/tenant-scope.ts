import type {
  DeleteQueryBuilder,
  DeleteResult,
  InsertQueryBuilder,
  InsertResult,
  InsertObject,
  Kysely,
  SelectQueryBuilder,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';
import type { Store } from './kysely';
import type { Database, SharedDatabase, TenantTable } from './schema';

/** A row of a tenant-owned table as a module writes it: the scope sets tenant_id itself. */
export type TenantInsert<T extends TenantTable> = Omit<InsertObject<Database, T>, 'tenant_id'>;

// Kysely cannot type a column reference built from a generic table name; the casts below stay in
// this file and the builders handed back are fully typed for the table asked for.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/**
 * The only way modules reach tenant-owned tables (schema/index.ts TenantTable). Built by the
 * router from the verified token's tenant, it adds `<table>.tenant_id = <tenant>` to every read,
 * update and delete and sets tenant_id on every insert, so a query without the tenant cannot be
 * written by accident: the unscoped Kysely instance modules get (`db`) has no such tables at all.
 */
export class TenantScope {
  constructor(
    readonly tenantId: string,
    private readonly store: Store,
    /** The signed-in user a request acts for (set by the router): seats are checked for them. */
    readonly actorId?: string,
  ) {
    if (!/^[0-9]{6}$/.test(tenantId)) throw new Error('a tenant scope needs a tenant id');
  }

  /** Shared (not tenant-owned) tables, on the same connection or transaction. */
  get db(): Kysely<SharedDatabase> {
    return this.store.db;
  }

  selectFrom<T extends TenantTable>(table: T): SelectQueryBuilder<Database, T, object> {
    const qb = this.store.unscoped.selectFrom(table as TenantTable) as Loose;
    return qb.where(`${table}.tenant_id`, '=', this.tenantId);
  }

  insertInto<T extends TenantTable>(
    table: T,
    values: TenantInsert<T> | readonly TenantInsert<T>[],
  ): InsertQueryBuilder<Database, T, InsertResult> {
    const rows = (Array.isArray(values) ? values : [values]).map((v: object) => ({
      ...v,
      tenant_id: this.tenantId,
    }));
    return (this.store.unscoped.insertInto(table as TenantTable) as Loose).values(rows);
  }

  updateTable<T extends TenantTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult> {
    const qb = this.store.unscoped.updateTable(table as TenantTable) as Loose;
    return qb.where(`${table}.tenant_id`, '=', this.tenantId);
  }

  deleteFrom<T extends TenantTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult> {
    const qb = this.store.unscoped.deleteFrom(table as TenantTable) as Loose;
    return qb.where(`${table}.tenant_id`, '=', this.tenantId);
  }

  /** Runs fn in a transaction (or the open one), scoped to the same tenant. */
  transaction<T>(fn: (tx: TenantScope) => Promise<T>): Promise<T> {
    return this.store.transaction((tx) => fn(tx.forTenant(this.tenantId, this.actorId)));
  }
}
