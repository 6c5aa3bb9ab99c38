import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import { chainAlgorithmRoutes, chainMapDataRoutes, chainRoutes as routes } from './routes';
import * as schemas from './schemas';
import * as mine from './userChainSchemas';
import * as stats from './statsSchemas';
import * as groups from './groupSchemas';

export * from './routes';
export * from './schemas';
export * from './userChainSchemas';
export * from './statsSchemas';
export * from './groupSchemas';
export * from './tree';
export * from './limits';
export * from './messages';

export const chainApi = {
  inviteSubmit: endpoint({ ...routes.inviteSubmit, input: schemas.inviteSubmitSchema, output: z.boolean() }),
  getInduClass: endpoint({
    ...routes.getInduClass,
    input: schemas.catalogueInput,
    output: schemas.catalogueSchema,
  }),
  getMapNodesById: endpoint({
    ...routes.getMapNodesById,
    input: schemas.mapNodesInput,
    output: schemas.mapNodesSchema,
  }),
  /** Answers an .xlsx file (content-disposition attachment), or an envelope with the refusal. */
  entPageExport: endpoint({ ...routes.entPageExport, input: schemas.chainExportInput, output: z.unknown() }),
  exportCount: endpoint({ ...routes.exportCount, input: noInput, output: schemas.exportCountSchema }),
  entPage: endpoint({
    ...routes.entPage,
    input: schemas.chainEntPageInput,
    output: schemas.chainEntPageSchema,
  }),
  nodeCounts: endpoint({
    ...routes.nodeCounts,
    input: stats.nodeCountsInput,
    output: stats.nodeCountsSchema,
  }),
  areaDict: endpoint({ ...routes.areaDict, input: stats.areaDictInput, output: stats.regionCountsSchema }),
  areaDictNext: endpoint({
    ...routes.areaDictNext,
    input: stats.areaDictNextInput,
    output: stats.regionCountsSchema,
  }),
  entRecommend: endpoint({
    ...routes.entRecommend,
    input: stats.recommendInput,
    output: stats.recommendSchema,
  }),
  technicalRecommend: endpoint({
    ...routes.technicalRecommend,
    input: stats.recommendInput,
    output: stats.technicalRecommendSchema,
  }),
  talentRecommend: endpoint({
    ...routes.talentRecommend,
    input: stats.recommendInput,
    output: stats.talentRecommendSchema,
  }),
  searchConditions: endpoint({
    ...routes.searchConditions,
    input: stats.chainScopeInput,
    output: stats.nodeConditionsSchema,
  }),
  searchConditionsNext: endpoint({
    ...routes.searchConditionsNext,
    input: stats.areaDictNextInput,
    output: stats.regionCountsSchema,
  }),
  matchingEnterprise: endpoint({
    ...routes.matchingEnterprise,
    input: stats.matchingInput,
    output: stats.matchingSchema,
  }),
  chainPageList: endpoint({
    ...routes.chainPageList,
    input: stats.chainPageInput,
    output: stats.chainPageSchema,
  }),
  exportRemain: endpoint({ ...routes.exportRemain, input: noInput, output: schemas.exportCountSchema }),
  indexPage: endpoint({
    ...routes.indexPage,
    input: groups.chainIndexPageInput,
    output: groups.chainIndexPageSchema,
  }),
  indexRemove: endpoint({ ...routes.indexRemove, input: groups.chainIndexRef, output: z.boolean() }),
  groupList: endpoint({ ...routes.groupList, input: groups.groupListInput, output: groups.groupListSchema }),
  groupSave: endpoint({
    ...routes.groupSave,
    input: groups.groupSaveInput,
    output: z.object({ id: z.string() }),
  }),
  groupUpdate: endpoint({ ...routes.groupUpdate, input: groups.groupUpdateInput, output: z.boolean() }),
  groupRemove: endpoint({ ...routes.groupRemove, input: groups.groupRef, output: z.boolean() }),
  followSave: endpoint({
    ...routes.followSave,
    input: groups.groupFollowInput,
    output: groups.groupFollowStateSchema,
  }),
  editIdentity: endpoint({ ...routes.editIdentity, input: noInput, output: mine.editIdentitySchema }),
  surplus: endpoint({ ...routes.surplus, input: noInput, output: mine.surplusSchema }),
  userChainSave: endpoint({
    ...routes.userChainSave,
    input: mine.userChainSaveInput,
    output: z.object({ id: z.string(), updatedAt: z.string() }),
  }),
  userChainSelect: endpoint({
    ...routes.userChainSelect,
    input: mine.userChainRef,
    output: mine.userChainSchema,
  }),
  userChainRemove: endpoint({ ...routes.userChainRemove, input: mine.userChainRef, output: z.boolean() }),
  userChainCopy: endpoint({
    ...routes.userChainCopy,
    input: mine.userChainCopyInput,
    output: z.object({ id: z.string() }),
  }),
  userChainPage: endpoint({
    ...routes.userChainPage,
    input: mine.userChainPageInput,
    output: mine.userChainPageSchema,
  }),
  userChainEntPage: endpoint({
    ...routes.userChainEntPage,
    input: mine.userChainEntPageInput,
    output: mine.userChainEntPageSchema,
  }),
  saveLastChain: endpoint({ ...routes.saveLastChain, input: mine.lastChainInput, output: z.boolean() }),
  companyEdit: endpoint({ ...routes.companyEdit, input: mine.companyEditInput, output: z.boolean() }),
  companyEditRemove: endpoint({
    ...routes.companyEditRemove,
    input: mine.companyEditRef,
    output: z.boolean(),
  }),
  shareCreate: endpoint({ ...routes.shareCreate, input: mine.shareCreateInput, output: mine.shareSchema }),
  shareInfo: endpoint({ ...routes.shareInfo, input: mine.shareKeyInput, output: mine.userChainSchema }),
  shareCheckKey: endpoint({
    ...routes.shareCheckKey,
    input: mine.shareKeyInput,
    output: mine.shareCheckSchema,
  }),
  shareAddView: endpoint({
    ...routes.shareAddView,
    input: mine.shareKeyInput,
    output: z.object({ viewCount: z.number().int() }),
  }),
  shareRemove: endpoint({ ...routes.shareRemove, input: mine.shareRef, output: z.boolean() }),
  sharePage: endpoint({ ...routes.sharePage, input: mine.userChainPageInput, output: mine.sharePageSchema }),
};

/** The chain map's calls on the bigdata service path. */
export const chainMapDataApi = {
  nodeDescription: endpoint({
    ...chainMapDataRoutes.nodeDescription,
    input: schemas.nodeDescriptionInput,
    output: schemas.nodeDescriptionSchema,
  }),
  statistics: endpoint({
    ...chainMapDataRoutes.statistics,
    input: stats.chainScopeInput,
    output: stats.statisticsSchema,
  }),
};

/** The chain map's calls on the algorithm service path. */
export const chainAlgorithmApi = {
  popup: endpoint({ ...chainAlgorithmRoutes.popup, input: stats.popupInput, output: stats.popupSchema }),
};
