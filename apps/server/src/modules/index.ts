import type { FastifyPluginAsync } from 'fastify';
import { analysisModule } from './analysis';
import { authModule } from './auth';
import { bigdataModule } from './bigdata';
import { captchaModule } from './captcha';
import { chainModule } from './chain';
import { contentModule } from './content';
import { feedbackModule } from './feedback';
import { filesModule } from './files';
import { followModule, followOf } from './follow';
import { imModule, peopleChat } from './im';
import { inviteModule } from './invite';
import { invoicesModule } from './invoices';
import { handOverLeads, leadsModule } from './leads';
import { mediaConversion, mediaTrackingModule } from './media-tracking';
import { contactTouched, customersModule, handOverCustomers } from './customers';
import { associationModule } from './association';
import { govModule } from './gov';
import { attractModule } from './attract';
import { researchReportsModule } from './research-reports';
import { patentsModule } from './patents';
import { industryDiagnosisModule } from './industry-diagnosis';
import { industryAnalysisModule } from './industry-analysis';
import { companyTrackingModule } from './company-tracking';
import { industryTrackingModule } from './industry-tracking';
import { policiesModule } from './policies';
import { metricTableModule } from './metric-table';
import { largeScreenModule } from './large-screen';
import { operatorModule } from './operator';
import { orgModule } from './org';
import { orgCentreModule } from './org-centre';
import { enterpriseSeatPlan, payModule } from './pay';
import { purchaseContractsModule } from './purchase-contracts';
import { queriesModule, recordQuery } from './queries';
import { permissionModule } from './permission';
import { remindersModule } from './reminders';
import { salesModule, sellCodeOf } from './sales';
import { reportsModule } from './reports';
import { resourceModule } from './resource';
import { searchModule } from './search';
import { socialModule, socialTies } from './social';
import { systemModule } from './system';
import { defaultCardBasics, vcardModule } from './vcard';
import { ssoTokenUser, widgetModule } from './widget';

/**
 * Every module, one line each (accounts is a domain module without routes). Where a module needs
 * one that depends on it, the dependency is handed in here rather than imported (no cycle):
 * `queries`' recordQuery records the searches of `search` and `chain` in the query history;
 * `widget`'s ssoTokenUser checks the partner-signed tokens of auth's sso grant; `sales`' sellCodeOf
 * gives `pay` the sales code an order carries; `media-tracking`'s mediaConversion hears pay's trials
 * and paid orders; `customers`' contactTouched hears messages (im) and card exchanges (vcard's
 * folder, social's friend applications) with people linked to contacts, for the timeline;
 * `org-centre` gets pay's seat plan, vcard's cards for the address book and the workspaces'
 * hand-overs of a member who leaves.
 */
export const modules: readonly FastifyPluginAsync[] = [
  (app) => authModule(app, { ssoUser: ssoTokenUser }),
  captchaModule,
  systemModule,
  resourceModule,
  orgModule,
  (app) =>
    orgCentreModule(app, {
      planOf: enterpriseSeatPlan,
      cardIdsOf: async (scope, viewer, ids) =>
        new Map(
          [...(await defaultCardBasics(scope, viewer, ids))].map(([userId, card]) => [userId, card.id]),
        ),
      handovers: [handOverCustomers, handOverLeads],
    }),
  feedbackModule,
  inviteModule,
  permissionModule,
  (app) =>
    socialModule(app, {
      chat: peopleChat,
      onCardsExchanged: (e) =>
        contactTouched(app)({ tenantId: e.tenantId, userId: e.userId, peerIds: [e.peerId], kind: 'card' }),
    }),
  (app) =>
    payModule(app, {
      sellCodeOf: (userId) => sellCodeOf(app.ctx.store.db, userId),
      onConversion: mediaConversion(app),
    }),
  mediaTrackingModule,
  salesModule,
  (app) => bigdataModule(app, { followOf }),
  (app) => chainModule(app, { record: recordQuery }),
  analysisModule,
  followModule,
  (app) => searchModule(app, { record: recordQuery }),
  reportsModule,
  filesModule,
  (app) =>
    vcardModule(app, {
      ties: socialTies,
      onCardsSaved: (e) =>
        contactTouched(app)({
          tenantId: e.tenantId,
          userId: e.userId,
          peerIds: e.ownerIds,
          kind: 'card',
          via: 'folder',
        }),
    }),
  (app) =>
    imModule(app, {
      onSent: async (e) => {
        const touch = { tenantId: e.tenantId, userId: e.senderId, peerIds: [e.peerId] };
        await contactTouched(app)({ ...touch, kind: 'chat' });
        if (e.ownCard) await contactTouched(app)({ ...touch, kind: 'card' });
      },
    }),
  contentModule,
  queriesModule,
  leadsModule,
  customersModule,
  associationModule,
  govModule,
  attractModule,
  researchReportsModule,
  patentsModule,
  industryDiagnosisModule,
  industryAnalysisModule,
  companyTrackingModule,
  industryTrackingModule,
  policiesModule,
  metricTableModule,
  largeScreenModule,
  operatorModule,
  (app) => invoicesModule(app),
  (app) => purchaseContractsModule(app),
  remindersModule,
  widgetModule,
];
