import type { ScopeOf } from '../../db/module-store';

type Scope = ScopeOf<'leads'>;

/**
 * A member who leaves the organisation hands their lead lists and the leads they work to a
 * colleague (org-centre's staff removal, docs/org-centre.md). Runs in the caller's transaction.
 */
export async function handOverLeads(scope: Scope, from: string, to: string): Promise<void> {
  await scope
    .updateTable('lead_lists')
    .set({ owner_id: to })
    .where('lead_lists.owner_id', '=', from)
    .execute();
  await scope.updateTable('leads').set({ assignee_id: to }).where('leads.assignee_id', '=', from).execute();
  await scope.deleteFrom('lead_list_shares').where('lead_list_shares.user_id', '=', from).execute();
}
