import type { TenantScope } from '../../db/tenant-scope';
import { newNumericId } from '../../lib/crypto';
import { staffMembers } from '../accounts';
import { claimLabelImport, findAccount } from './account-repo';
import * as staff from './staff-repo';
import * as structure from './structure-repo';

/**
 * Before the organisation centre, a member's department and post were free text on their
 * membership. The first time an organisation opens the centre, each distinct text becomes a
 * department (at the top) or a post, and the members are placed in them. Runs once per tenant.
 */
export async function importLegacyLabels(scope: TenantScope): Promise<void> {
  // Every read of the centre passes here: a plain read answers once the import has run.
  if ((await findAccount(scope))?.labels_imported_at) return;
  await scope.transaction(async (tx) => {
    if (!(await claimLabelImport(tx))) return;
    const members = await staffMembers(tx.db, tx.tenantId);
    const deptIds = new Map<string, string>();
    const postIds = new Map<string, string>();
    for (const m of members) {
      const dept = m.dept_label.trim();
      const post = m.post_label.trim();
      if (dept && !deptIds.has(dept)) {
        const id = newNumericId();
        deptIds.set(dept, id);
        await structure.insertDepartment(tx, { id, parent_id: null, name: dept, sort: deptIds.size });
      }
      if (post && !postIds.has(post)) {
        const id = newNumericId();
        postIds.set(post, id);
        await structure.insertPost(tx, { id, name: post, sort: postIds.size });
      }
      await staff.setPlace(tx, m.user_id, {
        department_id: deptIds.get(dept) ?? null,
        post_id: postIds.get(post) ?? null,
      });
    }
  });
}
