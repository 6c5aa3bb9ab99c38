import type { ScopeOf } from '../../db/module-store';

type Scope = ScopeOf<'customers'>;

/**
 * A member who leaves the organisation hands their customers, deals and open tasks to a colleague
 * (org-centre's staff removal, docs/org-centre.md). Runs in the caller's transaction.
 */
export async function handOverCustomers(scope: Scope, from: string, to: string): Promise<void> {
  await scope
    .updateTable('crm_customers')
    .set({ owner_id: to })
    .where('crm_customers.owner_id', '=', from)
    .execute();
  await scope.updateTable('crm_deals').set({ owner_id: to }).where('crm_deals.owner_id', '=', from).execute();
  await scope
    .updateTable('crm_tasks')
    .set({ assignee_id: to })
    .where('crm_tasks.assignee_id', '=', from)
    .execute();
  await scope.deleteFrom('crm_collaborators').where('crm_collaborators.user_id', '=', from).execute();
}
