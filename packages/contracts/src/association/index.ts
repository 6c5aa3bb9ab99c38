import { entPageInput } from '../bigdata/schemas';
import { endpoint, noInput } from '../envelope';
import { associationRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './limits';

/** The 会员管理 workspace's calls (docs/association.md). */
export const associationApi = {
  overview: endpoint({ ...routes.overview, input: noInput, output: s.overviewSchema }),
  levelList: endpoint({ ...routes.levelList, input: noInput, output: s.levelListSchema }),
  levelSave: endpoint({ ...routes.levelSave, input: s.levelSaveInput, output: s.levelListSchema }),
  memberPage: endpoint({ ...routes.memberPage, input: s.memberPageInput, output: s.memberPageSchema }),
  memberAdd: endpoint({ ...routes.memberAdd, input: s.memberAddInput, output: s.memberSchema }),
  memberUpdate: endpoint({ ...routes.memberUpdate, input: s.memberUpdateInput, output: s.memberSchema }),
  memberEnd: endpoint({ ...routes.memberEnd, input: s.memberIdInput, output: s.memberSchema }),
  directory: endpoint({ ...routes.directory, input: s.directoryInput, output: s.directorySchema }),
  applicationPage: endpoint({
    ...routes.applicationPage,
    input: s.applicationPageInput,
    output: s.applicationPageSchema,
  }),
  applicationApprove: endpoint({
    ...routes.applicationApprove,
    input: s.applicationApproveInput,
    output: s.applicationSchema,
  }),
  applicationReject: endpoint({
    ...routes.applicationReject,
    input: s.applicationRejectInput,
    output: s.applicationSchema,
  }),
  duesPage: endpoint({ ...routes.duesPage, input: s.duesPageInput, output: s.duesPageSchema }),
  duesCreate: endpoint({ ...routes.duesCreate, input: s.duesCreateInput, output: s.duesSchema }),
  duesPaid: endpoint({ ...routes.duesPaid, input: s.duesPaidInput, output: s.duesSchema }),
  duesRemind: endpoint({ ...routes.duesRemind, input: noInput, output: s.duesRemindSchema }),
  postPage: endpoint({ ...routes.postPage, input: entPageInput, output: s.assocPostPageSchema }),
  postSend: endpoint({ ...routes.postSend, input: s.assocPostSendInput, output: s.assocPostSentSchema }),
  stats: endpoint({ ...routes.stats, input: noInput, output: s.statsSchema }),
  settings: endpoint({ ...routes.settings, input: noInput, output: s.settingsSchema }),
  settingsSave: endpoint({ ...routes.settingsSave, input: s.settingsSaveInput, output: s.settingsSchema }),
  applyList: endpoint({ ...routes.applyList, input: noInput, output: s.associationListSchema }),
  applyAssociation: endpoint({
    ...routes.applyAssociation,
    input: s.associationIdInput,
    output: s.associationCardSchema,
  }),
  apply: endpoint({ ...routes.apply, input: s.applySubmitInput, output: s.applicationSchema }),
  applyMine: endpoint({ ...routes.applyMine, input: noInput, output: s.myApplicationsSchema }),
  applyPosts: endpoint({ ...routes.applyPosts, input: noInput, output: s.assocMyPostsSchema }),
};
