import { endpoint, noInput } from '../envelope';
import { feedRoutes, followGroupRoutes } from './feed-routes';
import * as f from './feed-schemas';
import * as g from './groups-schemas';

/** The feed, follow targets and trends (routes in feed-routes.ts). */
export const feedApi = {
  feedList: endpoint({ ...feedRoutes.feedList, input: f.feedListInput, output: f.feedPageSchema }),
  feedSettingGet: endpoint({ ...feedRoutes.feedSettingGet, input: noInput, output: f.feedSettingSchema }),
  feedSetting: endpoint({
    ...feedRoutes.feedSetting,
    input: f.feedSettingInput,
    output: f.feedSettingSchema,
  }),
  followTargets: endpoint({ ...feedRoutes.followTargets, input: noInput, output: f.followTargetListSchema }),
  followTargetSave: endpoint({
    ...feedRoutes.followTargetSave,
    input: f.followTargetInput,
    output: f.followTargetStateSchema,
  }),
  followTargetRemove: endpoint({
    ...feedRoutes.followTargetRemove,
    input: f.followTargetInput,
    output: f.followTargetStateSchema,
  }),
  trends: endpoint({ ...feedRoutes.trends, input: f.trendsInput, output: f.trendsSchema }),
};

/** The follow-group tree. */
export const followGroupApi = {
  groupInitByCategory: endpoint({
    ...followGroupRoutes.groupInitByCategory,
    input: noInput,
    output: g.followGroupTreeSchema,
  }),
  groupTree: endpoint({ ...followGroupRoutes.groupTree, input: noInput, output: g.followGroupTreeSchema }),
  groupBusinessTree: endpoint({
    ...followGroupRoutes.groupBusinessTree,
    input: noInput,
    output: g.followGroupTreeSchema,
  }),
  groupUpdate: endpoint({
    ...followGroupRoutes.groupUpdate,
    input: g.followGroupUpdateInput,
    output: g.followGroupIdOutput,
  }),
  groupSave: endpoint({
    ...followGroupRoutes.groupSave,
    input: g.followGroupSaveInput,
    output: g.followGroupIdOutput,
  }),
  groupRemove: endpoint({
    ...followGroupRoutes.groupRemove,
    input: g.followGroupRefInput,
    output: g.followGroupChangedSchema,
  }),
  groupMove: endpoint({
    ...followGroupRoutes.groupMove,
    input: g.followGroupMoveInput,
    output: g.followGroupIdOutput,
  }),
  groupClone: endpoint({
    ...followGroupRoutes.groupClone,
    input: g.followGroupRefInput,
    output: g.followGroupIdOutput,
  }),
  groupSaveTemplate: endpoint({
    ...followGroupRoutes.groupSaveTemplate,
    input: g.followGroupTemplateInput,
    output: g.followGroupTreeSchema,
  }),
  groupMemberSave: endpoint({
    ...followGroupRoutes.groupMemberSave,
    input: g.followGroupMemberInput,
    output: g.followGroupChangedSchema,
  }),
  groupMemberRemove: endpoint({
    ...followGroupRoutes.groupMemberRemove,
    input: g.followGroupMemberInput,
    output: g.followGroupChangedSchema,
  }),
  groupMembers: endpoint({
    ...followGroupRoutes.groupMembers,
    input: g.followGroupRefInput,
    output: g.followGroupMembersSchema,
  }),
};

export type FeedApi = typeof feedApi & typeof followGroupApi;
