import type { ScopeOf } from '../../db/module-store';

type Scope = ScopeOf<'feedback'>;

export async function insertFeedback(
  scope: Scope,
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
