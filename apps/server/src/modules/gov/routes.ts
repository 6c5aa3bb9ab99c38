import type { FastifyInstance } from 'fastify';
import { SYSTEM_SENDER_ID, govApi } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { createRouter } from '../../lib/route';
import { tenantNamesOf } from '../accounts';
import { sendServerMessage } from '../im';
import { deskViewerOf, type DeskViewer } from './access';
import * as appeals from './appeals';
import type { AppealRow } from './appeals-repo';
import * as enterprise from './enterprise';
import { enterprisePage } from './enterprises';
import * as notices from './notices';
import * as settings from './settings';
import { deskStats } from './stats';

/** Appeals submitted per IP and minute. */
export const GOV_APPEALS_PER_MINUTE = 10;
/** Notices sent per IP and minute (each may reach every linked user of a region). */
export const GOV_NOTICES_PER_MINUTE = 10;
/** Other writes (settings, departments, steps, information, ratings) per IP and minute. */
export const GOV_WRITES_PER_MINUTE = 120;

export function govRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { store } = app.ctx;
  const db = store.db;
  const writes = { rateLimitPerMinute: GOV_WRITES_PER_MINUTE };

  /** Login (the router), type 5 bought, then who the caller is at the desk. */
  const desk =
    <I, O>(fn: (a: { input: I; scope: TenantScope; viewer: DeskViewer }) => Promise<O>) =>
    async ({ input, scope, user }: { input: I; scope: TenantScope; user: { userId: string } }) =>
      fn({ input, scope, viewer: await deskViewerOf(scope, user.userId) });

  const sendChat: notices.SendChat = (m) => sendServerMessage(app, { senderId: SYSTEM_SENDER_ID, ...m });
  const notify: appeals.AppealNotify = async (a: AppealRow, kind) => {
    try {
      const s = await settings.settingsOf(scope(a.tenant_id));
      await sendChat({
        recipientId: a.submitter_user_id,
        clientMsgId: notices.appealClientId(a.id, kind),
        payload: notices.appealPayload(s.deskName, a, kind),
      });
    } catch (err) {
      app.log.warn({ err, appealId: a.id }, 'gov: the chat notice of an appeal step failed');
    }
  };
  // eslint-disable-next-line no-restricted-syntax -- the desk's own settings, for the message its step sends
  const scope = (tenantId: string) => store.forTenant(tenantId);

  r(
    govApi.deskInfo,
    desk(async ({ scope, viewer }) => {
      const names = await tenantNamesOf(db, [scope.tenantId]);
      return settings.deskInfo(db, scope, viewer, names.get(scope.tenantId) ?? '');
    }),
  );
  r(
    govApi.deskSettingsSave,
    desk(async ({ input, scope, viewer }) => {
      await settings.saveSettings(scope, viewer, input);
      const names = await tenantNamesOf(db, [scope.tenantId]);
      return settings.deskInfo(db, scope, viewer, names.get(scope.tenantId) ?? '');
    }),
    writes,
  );
  r(
    govApi.departmentSave,
    desk(({ input, scope, viewer }) => settings.saveDepartment(scope, viewer, input)),
    writes,
  );
  r(
    govApi.departmentRemove,
    desk(({ input, scope, viewer }) => settings.removeDepartment(scope, viewer, input.departmentId)),
    writes,
  );
  r(
    govApi.enterprisePage,
    desk(({ input, scope }) => enterprisePage(store, scope, input)),
  );
  r(
    govApi.appealPage,
    desk(({ input, scope, viewer }) => appeals.appealPage(db, scope, viewer, input, new Date())),
  );
  r(
    govApi.appealDetail,
    desk(({ input, scope, viewer }) => appeals.appealDetail(db, scope, viewer, input.appealId, new Date())),
  );
  r(
    govApi.appealAct,
    desk(({ input, scope, viewer }) => appeals.act(db, scope, viewer, input, new Date(), notify)),
    writes,
  );
  r(
    govApi.stats,
    desk(({ scope }) => deskStats(scope, new Date())),
  );
  r(
    govApi.noticePage,
    desk(({ input, scope }) => notices.deskNoticePage(store, scope, input)),
  );
  r(
    govApi.noticeSend,
    desk(({ input, scope, viewer }) => notices.sendNotice(store, scope, viewer, input, sendChat)),
    { rateLimitPerMinute: GOV_NOTICES_PER_MINUTE },
  );

  // The enterprise side: login only (any organisation, no purchase).
  r(govApi.entMe, ({ scope, user }) => enterprise.entMe(store, scope, user.userId));
  r(
    govApi.entCompanySet,
    ({ input, scope, user }) => enterprise.setCompany(store, scope, user.userId, input.companyId),
    writes,
  );
  r(govApi.entAppealPage, ({ input, scope, user }) =>
    enterprise.entPage(store, scope, user.userId, input, new Date()),
  );
  r(govApi.entAppealDetail, ({ input, scope, user }) =>
    enterprise.entDetail(store, scope, user.userId, input.appealId, new Date()),
  );
  r(
    govApi.entAppealSubmit,
    ({ input, scope, user }) => enterprise.submit(store, scope, user.userId, input, new Date()),
    { rateLimitPerMinute: GOV_APPEALS_PER_MINUTE },
  );
  r(
    govApi.entAppealSupplement,
    ({ input, scope, user }) => enterprise.supplement(store, scope, user.userId, input, new Date()),
    writes,
  );
  r(
    govApi.entAppealRate,
    ({ input, scope, user }) => enterprise.rate(store, scope, user.userId, input, new Date()),
    writes,
  );
  r(govApi.entNoticePage, async ({ input, scope, user }) =>
    notices.companyNoticePage(store, await enterprise.companyOf(scope, user.userId), input),
  );
}
