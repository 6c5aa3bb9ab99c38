import type { TenantScope } from '../../db/tenant-scope';

export async function insertFeedback(
  scope: TenantScope,
  f: { id: string; userId: string; content: string; contact: string; pageUrl: string },
): Promise<void> {
  await scope
    .insertInto('feedback', {
      id: f.id,
      user_id: f.userId,
      content: f.content,
      contact: f.contact,
      page_url: f.pageUrl,
    })
    .execute();
}
