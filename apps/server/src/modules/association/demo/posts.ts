import type { FastifyInstance } from 'fastify';
import { DEFAULT_CUSTOMER_CODE, SYSTEM_SENDER_ID } from '@platform/contracts';
import { PAYING_ORG } from '../../../db/seed/demo-data';
import { tenantNamesOf } from '../../accounts';
import { sendServerMessage } from '../../im';
import * as repo from '../association-repo';
import { sendPost } from '../posts';
import * as posts from '../posts-repo';
import { DEMO_ASSOCIATION } from './seed';

/**
 * 通知活动 of the demo association (docs/association.md "Demo"): a notice (article) and an event
 * (activity) of the content module (陈静's, from the content demo's seedDemoAssociationPublications,
 * handed in by the demo loader), sent to the members the way the 通知活动 tab sends them
 * (`sendPost`: one chat message from the system account to each member's contact user). After the association's members. Once: a second start finds the posts and sends nothing.
 */
export async function seedDemoAssociationPosts(
  app: FastifyInstance,
  /** Writes (or finds) the two publications: called only when the posts are to be sent. */
  publications: () => Promise<{ article: string; activity: string }>,
): Promise<boolean> {
  const store = app.ctx.store;
  // eslint-disable-next-line no-restricted-syntax -- the demo seed writes the demo association's own rows
  const scope = store.forTenant(DEMO_ASSOCIATION);
  if (!(await repo.countActive(scope))) return false;
  if ((await posts.postPage(scope, { current: 1, size: 1 })).total) return false;
  const author = { tenantId: DEMO_ASSOCIATION, userId: PAYING_ORG.adminId };
  const name = (await tenantNamesOf(store.db, [DEMO_ASSOCIATION])).get(DEMO_ASSOCIATION) ?? '';
  const admin = { userId: author.userId, isAdmin: true };
  const reader = {
    ...author,
    customerCode: DEFAULT_CUSTOMER_CODE,
    sections: new Set<never>(),
    orgAdmin: true,
  };
  const { article, activity } = await publications();
  for (const id of [article, activity])
    await sendPost(scope, admin, reader, id, name, (m) =>
      sendServerMessage(app, { senderId: SYSTEM_SENDER_ID, ...m }),
    );
  return true;
}
