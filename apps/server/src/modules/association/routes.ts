import type { FastifyInstance } from 'fastify';
import { BusinessType, SYSTEM_SENDER_ID, associationApi } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { createRouter } from '../../lib/route';
import { tenantNamesOf } from '../accounts';
import { assertScenePurchase } from '../bigdata';
import { viewerOf as readerOf } from '../content';
import { sendServerMessage } from '../im';
import { viewerOf, type Viewer } from './access';
import * as applications from './applications';
import * as repo from './association-repo';
import { directory } from './directory';
import * as dues from './dues';
import { remindDues, type SendChat } from './dues-remind';
import * as members from './members';
import * as posts from './posts';
import { stats } from './stats';

/** Writes (levels, members, decisions, dues, settings) per IP and minute. */
export const ASSOCIATION_WRITES_PER_MINUTE = 120;
/** Applications per IP and minute (each writes into another organisation). */
export const ASSOCIATION_APPLIES_PER_MINUTE = 10;
/** 发送催缴提醒 and notices to members per IP and minute (each may message every member). */
export const ASSOCIATION_SENDS_PER_MINUTE = 10;

export function associationRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { store } = app.ctx;
  const db = store.db;
  const writes = { rateLimitPerMinute: ASSOCIATION_WRITES_PER_MINUTE };

  /** Login (the router), type 3 bought, then who the caller is in their association. */
  const paid =
    <I, O>(fn: (a: { input: I; scope: TenantScope; viewer: Viewer }) => Promise<O>) =>
    async ({ input, scope, user }: { input: I; scope: TenantScope; user: { userId: string } }) => {
      await assertScenePurchase(scope, BusinessType.MEMBER_MANAGEMENT);
      return fn({ input, scope, viewer: await viewerOf(scope, user.userId) });
    };

  r(
    associationApi.overview,
    paid(async ({ scope, viewer }) => {
      const [names, active, pending, attention] = await Promise.all([
        tenantNamesOf(scope.db, [scope.tenantId]),
        repo.countActive(scope),
        viewer.isAdmin ? applications.pendingCount(scope) : Promise.resolve(0),
        dues.attention(scope),
      ]);
      return {
        isAdmin: viewer.isAdmin,
        associationName: names.get(scope.tenantId) ?? '',
        activeMembers: active,
        pendingApplications: pending,
        duesOverdue: attention.overdue,
        duesSoon: attention.soon,
      };
    }),
  );
  r(
    associationApi.levelList,
    paid(({ scope }) => members.levelList(scope)),
  );
  r(
    associationApi.levelSave,
    paid(({ input, scope, viewer }) => members.saveLevels(scope, viewer, input)),
    writes,
  );
  r(
    associationApi.memberPage,
    paid(({ input, scope }) => members.memberPage(scope, input)),
  );
  r(
    associationApi.memberAdd,
    paid(({ input, scope, viewer }) => members.addMember(scope, viewer, input)),
    writes,
  );
  r(
    associationApi.memberUpdate,
    paid(({ input, scope, viewer }) => members.updateMember(scope, viewer, input)),
    writes,
  );
  r(
    associationApi.memberEnd,
    paid(({ input, scope, viewer }) => members.endMember(scope, viewer, input.memberId)),
    writes,
  );
  // eslint-disable-next-line no-restricted-syntax -- a member's contact keeps their card in their own organisation's tenant; the vcard presenter masks it for the viewer
  const cards = store.unscoped;
  // eslint-disable-next-line no-restricted-syntax -- applicants list associations taking applications and read their own applications in any tenant; an application is written in the association's tenant (docs/association.md)
  const anyTenant = { every: store.unscoped, tenant: (id: string) => store.forTenant(id) };
  r(
    associationApi.directory,
    paid(({ input, scope, viewer }) => directory(cards, scope, viewer.userId, input.keyword)),
  );
  r(
    associationApi.applicationPage,
    paid(({ input, scope }) => applications.applicationPage(scope, input)),
  );
  r(
    associationApi.applicationApprove,
    paid(({ input, scope, viewer }) => applications.approve(scope, viewer, input)),
    writes,
  );
  r(
    associationApi.applicationReject,
    paid(({ input, scope, viewer }) => applications.reject(scope, viewer, input)),
    writes,
  );
  r(
    associationApi.duesPage,
    paid(({ input, scope }) => dues.duesPage(scope, input)),
  );
  r(
    associationApi.duesCreate,
    paid(({ input, scope, viewer }) => dues.createDues(scope, viewer, input)),
    writes,
  );
  r(
    associationApi.duesPaid,
    paid(({ input, scope, viewer }) => dues.markPaid(scope, viewer, input)),
    writes,
  );
  const sendChat: SendChat = (m) => sendServerMessage(app, { senderId: SYSTEM_SENDER_ID, ...m });
  r(
    associationApi.duesRemind,
    paid(async ({ scope, viewer }) => {
      const names = await tenantNamesOf(scope.db, [scope.tenantId]);
      return remindDues(scope, viewer, names.get(scope.tenantId) ?? '', sendChat);
    }),
    { rateLimitPerMinute: ASSOCIATION_SENDS_PER_MINUTE },
  );
  const associationName = async (tenantId: string) =>
    (await tenantNamesOf(db, [tenantId])).get(tenantId) ?? '';
  r(associationApi.postPage, async (call) => {
    const { input, scope } = call;
    await assertScenePurchase(scope, BusinessType.MEMBER_MANAGEMENT);
    return posts.postPage(scope, await readerOf(db, call), await associationName(scope.tenantId), input);
  });
  r(
    associationApi.postSend,
    async (call) => {
      const { input, scope, user } = call;
      await assertScenePurchase(scope, BusinessType.MEMBER_MANAGEMENT);
      const viewer = await viewerOf(scope, user.userId);
      return posts.sendPost(
        scope,
        viewer,
        await readerOf(db, call),
        input.publicationId,
        await associationName(scope.tenantId),
        sendChat,
      );
    },
    { rateLimitPerMinute: ASSOCIATION_SENDS_PER_MINUTE },
  );
  r(
    associationApi.stats,
    paid(({ scope }) => stats(scope)),
  );
  r(
    associationApi.settings,
    paid(({ scope }) => applications.settingsOf(scope)),
  );
  r(
    associationApi.settingsSave,
    paid(({ input, scope, viewer }) => applications.saveSettings(scope, viewer, input)),
    writes,
  );

  // The applicant's side: login only (any organisation), docs/association.md "Applying".
  r(associationApi.applyList, ({ scope }) => applications.openAssociations(anyTenant, scope.db));
  r(associationApi.applyAssociation, ({ input, scope }) =>
    applications.openAssociation(anyTenant, scope.db, input.associationId),
  );
  r(
    associationApi.apply,
    ({ input, scope, user }) => applications.apply(anyTenant, scope, user.userId, input),
    {
      rateLimitPerMinute: ASSOCIATION_APPLIES_PER_MINUTE,
    },
  );
  r(associationApi.applyMine, ({ scope, user }) =>
    applications.myApplications(anyTenant, scope.db, user.userId),
  );
  r(associationApi.applyPosts, async (call) =>
    posts.memberPosts(anyTenant, db, await readerOf(db, call), call.user.userId),
  );
}
