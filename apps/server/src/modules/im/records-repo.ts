import type { ScopeOf } from '../../db/module-store';
import { paginate } from '../../db/paginate';

/** The caller's group-creation records in the current tenant (creategroupchatrecord/*). */
export async function recordPage(
  scope: ScopeOf<'im'>,
  creatorId: string,
  page: { current: number; size: number },
) {
  const base = scope
    .selectFrom('im_group_create_records')
    .where('im_group_create_records.creator_id', '=', creatorId);
  const { rows, total: n } = await paginate(
    base
      .selectAll('im_group_create_records')
      .orderBy('im_group_create_records.created_at', 'desc')
      .orderBy('im_group_create_records.id'),
    page,
  );
  return {
    records: rows.map((row) => ({
      id: row.id,
      groupId: row.group_id,
      groupName: row.group_name,
      creatorId: row.creator_id,
      memberIds: row.member_ids,
      createTime: new Date(row.created_at).toISOString(),
    })),
    total: Number(n),
    current: page.current,
    size: page.size,
  };
}

/** Deletes the caller's own records among ids; answers how many. */
export async function deleteRecords(scope: ScopeOf<'im'>, creatorId: string, ids: string[]): Promise<number> {
  const res = await scope
    .deleteFrom('im_group_create_records')
    .where('im_group_create_records.creator_id', '=', creatorId)
    .where('im_group_create_records.id', 'in', ids)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
