import type { QueriesOf } from '../../../db/module-store';

type Queries = QueriesOf<'im'>;

export const conversationExists = async (db: Queries, id: string) =>
  !!(await db.selectFrom('im_conversations').select('id').where('id', '=', id).executeTakeFirst());

/** Renames a group as the demo's history has it (the tip is stored by the caller). */
export async function renameGroup(tx: { db: Queries }, groupId: string, name: string): Promise<void> {
  await tx.db.updateTable('im_groups').set({ name }).where('id', '=', groupId).execute();
}
