import type { Insertable, Updateable } from 'kysely';
import type { InvoiceStatus, InvoiceTitlesTable, InvoicesTable } from '../../db/schema/invoices';
import type { ScopeOf, StoreOf } from '../../db/module-store';
import { paginate } from '../../db/paginate';

type Scope = ScopeOf<'invoices'>;
type Db = StoreOf<'invoices'>;

/** The expense centre's invoice titles and invoices: tenant-owned, every query through the scope. */

export const titles = (scope: Scope) =>
  scope
    .selectFrom('invoice_titles')
    .selectAll('invoice_titles')
    .orderBy('invoice_titles.is_default', 'desc')
    .orderBy('invoice_titles.updated_at', 'desc')
    .orderBy('invoice_titles.id', 'desc')
    .execute();

export type TitleRow = NonNullable<Awaited<ReturnType<typeof title>>>;

export const title = (scope: Scope, id: string) =>
  scope
    .selectFrom('invoice_titles')
    .selectAll('invoice_titles')
    .where('invoice_titles.id', '=', id)
    .executeTakeFirst();

export async function countTitles(scope: Scope): Promise<number> {
  const row = await scope
    .selectFrom('invoice_titles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type TitleFields = Omit<
  Insertable<InvoiceTitlesTable>,
  'id' | 'tenant_id' | 'created_at' | 'updated_at'
>;

/** Only one default per tenant: the old default is cleared in the same transaction. */
export async function clearDefaultTitle(scope: Scope): Promise<void> {
  await scope
    .updateTable('invoice_titles')
    .set({ is_default: false })
    .where('invoice_titles.is_default', '=', true)
    .execute();
}

export const insertTitle = (scope: Scope, id: string, fields: TitleFields) =>
  scope.insertInto('invoice_titles', { id, ...fields }).execute();

export async function updateTitle(scope: Scope, id: string, fields: TitleFields): Promise<boolean> {
  const r = await scope
    .updateTable('invoice_titles')
    .set({ ...fields, updated_at: new Date() })
    .where('invoice_titles.id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteTitle(scope: Scope, id: string): Promise<number> {
  const r = await scope.deleteFrom('invoice_titles').where('invoice_titles.id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export const insertInvoice = (scope: Scope, row: Omit<Insertable<InvoicesTable>, 'tenant_id'>) =>
  scope.insertInto('invoices', row).execute();

export const invoice = (scope: Scope, id: string) =>
  scope.selectFrom('invoices').selectAll('invoices').where('invoices.id', '=', id).executeTakeFirst();

export type InvoiceDbRow = NonNullable<Awaited<ReturnType<typeof invoice>>>;

export const invoicePage = (
  scope: Scope,
  status: InvoiceStatus | undefined,
  page: { current: number; size: number },
) =>
  paginate(
    scope
      .selectFrom('invoices')
      .selectAll('invoices')
      .$if(status !== undefined, (b) => b.where('invoices.status', '=', status!))
      .orderBy('invoices.created_at', 'desc')
      .orderBy('invoices.id', 'desc'),
    page,
  );

/** Orders of the tenant with a live (applied or issued) invoice. */
export async function liveInvoiceOrders(scope: Scope): Promise<Set<string>> {
  const rows = await scope
    .selectFrom('invoices')
    .select('invoices.out_trade_no')
    .where('invoices.status', '<>', 'rejected')
    .execute();
  return new Set(rows.map((r) => r.out_trade_no));
}

/** Every tenant's applied invoices, oldest first: the issuing job's work. */
export const pendingInvoices = (unscoped: Db['unscoped'], limit: number) =>
  unscoped
    .selectFrom('invoices')
    .select(['invoices.id', 'invoices.tenant_id'])
    .where('invoices.status', '=', 'applied')
    .orderBy('invoices.created_at')
    .limit(limit)
    .execute();

/** Moves an applied invoice on; false when it was no longer applied (another worker got it). */
export async function settleInvoice(
  scope: Scope,
  id: string,
  change: Updateable<InvoicesTable> & { status: 'issued' | 'rejected' },
): Promise<boolean> {
  const r = await scope
    .updateTable('invoices')
    .set(change)
    .where('invoices.id', '=', id)
    .where('invoices.status', '=', 'applied')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function countAttempt(scope: Scope, id: string): Promise<void> {
  await scope
    .updateTable('invoices')
    .set((eb) => ({ attempts: eb('invoices.attempts', '+', 1) }))
    .where('invoices.id', '=', id)
    .execute();
}
