import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import { attentionUserRoutes, imHelperRoutes, vcardRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';
export * from './content';
export * from './limits';
export * from './messages';

const ok = z.boolean();

export const vcardApi = {
  /** data: the new card's id. */
  saveVcard: endpoint({ ...routes.saveVcard, input: s.saveCardInput, output: z.string() }),
  updateVcard: endpoint({ ...routes.updateVcard, input: s.updateCardInput, output: z.string() }),
  saveSortingResults: endpoint({ ...routes.saveSortingResults, input: s.sortCardsInput, output: ok }),
  remove: endpoint({ ...routes.remove, input: s.vcardIdInput, output: ok }),
  setDefault: endpoint({ ...routes.setDefault, input: s.setDefaultInput, output: ok }),
  getVcardDetailById: endpoint({
    ...routes.getVcardDetailById,
    input: s.vcardIdInput,
    output: s.cardDetailOrUnavailable,
  }),
  setCardPrivacy: endpoint({ ...routes.setCardPrivacy, input: s.privacyInput, output: ok }),
  /** data: the new syncTime. */
  modifyVcardSynctime: endpoint({ ...routes.modifyVcardSynctime, input: s.vcardIdInput, output: z.string() }),
  getCardUpdateTags: endpoint({
    ...routes.getCardUpdateTags,
    input: s.cardUpdateTagsInput,
    output: s.cardUpdateTagsSchema,
  }),
  /** data: what is still pending after the add. */
  addCardUpdateTags: endpoint({
    ...routes.addCardUpdateTags,
    input: s.addUpdateTagsInput,
    output: s.cardUpdateTagsSchema,
  }),
  relatedDynamicPage: endpoint({
    ...routes.relatedDynamicPage,
    input: s.relatedDynamicInput,
    output: s.relatedDynamicPageSchema,
  }),
  getMyValidCardBasicInfoList: endpoint({
    ...routes.getMyValidCardBasicInfoList,
    input: noInput,
    output: z.array(s.cardBasicSchema),
  }),
  getVisibleCardBasicInfoList: endpoint({
    ...routes.getVisibleCardBasicInfoList,
    input: s.userIdInput,
    output: z.array(s.cardBasicSchema),
  }),
  getColleagueVcardInfo: endpoint({
    ...routes.getColleagueVcardInfo,
    input: s.userIdInput,
    output: s.cardWithRelationSchema.nullable(),
  }),
  getUserVcardListUnderOrg: endpoint({
    ...routes.getUserVcardListUnderOrg,
    input: s.orgCardsInput,
    output: z.array(s.cardBasicSchema),
  }),
  getDefElecCardDetailByUserId: endpoint({
    ...routes.getDefElecCardDetailByUserId,
    input: s.userIdInput,
    output: s.cardDetailSchema.nullable(),
  }),
  getDefElecCardBasicByUserId: endpoint({
    ...routes.getDefElecCardBasicByUserId,
    input: s.userIdInput,
    output: s.cardWithRelationSchema.nullable(),
  }),
  getMyOrgListByUserId: endpoint({
    ...routes.getMyOrgListByUserId,
    input: noInput,
    output: z.array(s.orgEntrySchema),
  }),
  getMyOrgCountByUserId: endpoint({
    ...routes.getMyOrgCountByUserId,
    input: noInput,
    output: z.number().int(),
  }),
  forwardPayload: endpoint({
    ...routes.forwardPayload,
    input: s.vcardIdInput,
    output: s.forwardPayloadSchema,
  }),
  receivedCardCount: endpoint({ ...routes.receivedCardCount, input: noInput, output: z.number().int() }),
  folderRemove: endpoint({ ...routes.folderRemove, input: s.vcardIdInput, output: ok }),
  /** Success 666666 (已保存至名片夹); private or deleted cards refuse the whole call. */
  saveVcardsToMyFolder: endpoint({
    ...routes.saveVcardsToMyFolder,
    input: s.saveToFolderInput,
    output: z.number().int(),
  }),
  folderPage: endpoint({ ...routes.folderPage, input: s.folderPageInput, output: s.folderPageSchema }),
};

export const attentionUserApi = {
  /** data: 1 following, 0 not. */
  attentionUserSave: endpoint({
    ...attentionUserRoutes.attentionUserSave,
    input: s.attentionUserInput,
    output: z.number().int(),
  }),
  attentionUserRemove: endpoint({
    ...attentionUserRoutes.attentionUserRemove,
    input: s.attentionUsersInput,
    output: z.object({ changed: z.number().int() }),
  }),
  attentionUserCancel: endpoint({
    ...attentionUserRoutes.attentionUserCancel,
    input: s.userIdInput,
    output: z.number().int(),
  }),
  attentionUserPage: endpoint({
    ...attentionUserRoutes.attentionUserPage,
    input: s.personPageInput,
    output: s.personPageSchema,
  }),
  fansPage: endpoint({
    ...attentionUserRoutes.fansPage,
    input: s.personPageInput,
    output: s.personPageSchema,
  }),
};

export const imHelperApi = {
  selectUserRelationship: endpoint({
    ...imHelperRoutes.selectUserRelationship,
    input: s.userIdInput,
    output: s.relationshipSchema,
  }),
  /** Stores a friend application; data true when stored (申请已发出). */
  sendBusinessCard: endpoint({ ...imHelperRoutes.sendBusinessCard, input: s.friendApplyInput, output: ok }),
};
