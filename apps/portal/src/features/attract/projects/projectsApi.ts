import { attractProjectRoutes, type attractProjectApi as contract } from '@platform/contracts';
import { fromContract, platformApi, routesOf, type In, type Out } from '../../../shared/api/api';

const routes = routesOf<typeof contract>(attractProjectRoutes);
const api = platformApi.enhanceEndpoints({ addTagTypes: ['AttractProjects', 'AttractStages'] });

/** The route table, for the report's files (fetched outside RTK Query). */
export const projectRoutesTable = routes;

/**
 * 精准招商's projects calls (docs/attract.md "Projects"). Every change to a project refreshes the
 * board, the table, the detail and the report (one tag); the stages have their own.
 */
export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    attractProjectMembers: build.query(fromContract(routes.members)),
    attractStageList: build.query({ ...fromContract(routes.stageList), providesTags: ['AttractStages'] }),
    attractStageSave: build.mutation({
      ...fromContract(routes.stageSave),
      invalidatesTags: ['AttractStages', 'AttractProjects'],
    }),
    attractProjectPage: build.query({
      ...fromContract(routes.projectPage),
      providesTags: ['AttractProjects'],
    }),
    attractProjectBoard: build.query({
      ...fromContract(routes.projectBoard),
      providesTags: ['AttractProjects', 'AttractStages'],
    }),
    attractProjectDetail: build.query({
      ...fromContract(routes.projectDetail),
      providesTags: ['AttractProjects'],
    }),
    attractProjectCreate: build.mutation({
      ...fromContract(routes.projectCreate),
      invalidatesTags: ['AttractProjects', 'AttractStages'],
    }),
    attractProjectUpdate: build.mutation({
      ...fromContract(routes.projectUpdate),
      invalidatesTags: ['AttractProjects'],
    }),
    /** The board moves the card itself; a refusal puts it back, so only a success refreshes. */
    attractProjectMove: build.mutation({
      ...fromContract(routes.projectMove),
      invalidatesTags: (result) => (result ? ['AttractProjects', 'AttractStages'] : []),
    }),
    attractProjectRemove: build.mutation({
      ...fromContract(routes.projectRemove),
      invalidatesTags: ['AttractProjects', 'AttractStages'],
    }),
    attractRecordAdd: build.mutation({
      ...fromContract(routes.recordAdd),
      invalidatesTags: ['AttractProjects'],
    }),
    attractDocumentAdd: build.mutation({
      ...fromContract(routes.documentAdd),
      invalidatesTags: ['AttractProjects'],
    }),
    attractDocumentRemove: build.mutation({
      ...fromContract(routes.documentRemove),
      invalidatesTags: ['AttractProjects'],
    }),
    attractStepAdd: build.mutation({ ...fromContract(routes.stepAdd), invalidatesTags: ['AttractProjects'] }),
    attractStepDone: build.mutation({
      ...fromContract(routes.stepDone),
      invalidatesTags: ['AttractProjects'],
    }),
    attractStepDue: build.query({ ...fromContract(routes.stepDue), providesTags: ['AttractProjects'] }),
    attractProjectReport: build.query({ ...fromContract(routes.report), providesTags: ['AttractProjects'] }),
  }),
});

export const {
  useAttractProjectMembersQuery,
  useAttractStageListQuery,
  useAttractStageSaveMutation,
  useAttractProjectPageQuery,
  useAttractProjectBoardQuery,
  useAttractProjectDetailQuery,
  useAttractProjectCreateMutation,
  useAttractProjectUpdateMutation,
  useAttractProjectMoveMutation,
  useAttractProjectRemoveMutation,
  useAttractRecordAddMutation,
  useAttractDocumentAddMutation,
  useAttractDocumentRemoveMutation,
  useAttractStepAddMutation,
  useAttractStepDoneMutation,
  useAttractStepDueQuery,
  useAttractProjectReportQuery,
} = projectsApi;

export type ProjectMember = Out<typeof routes.members>[number];
export type ProjectStage = Out<typeof routes.stageList>[number];
export type StageSaveInput = In<typeof routes.stageSave>;
export type Project = Out<typeof routes.projectPage>['records'][number];
export type ProjectDetail = Out<typeof routes.projectDetail>;
export type ProjectPageInput = Exclude<In<typeof routes.projectPage>, void>;
export type ProjectCreateInput = In<typeof routes.projectCreate>;
export type ProjectUpdateInput = In<typeof routes.projectUpdate>;
export type ProjectRecord = ProjectDetail['recordList'][number];
export type ProjectFile = ProjectDetail['documents'][number];
export type ProjectStep = ProjectDetail['steps'][number];
export type ProjectReport = Out<typeof routes.report>;
