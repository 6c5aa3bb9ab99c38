import type {
  chainAlgorithmApi,
  chainApi as chainContract,
  chainMapDataApi,
} from '@platform/contracts/chain';
import { chainAlgorithmRoutes, chainMapDataRoutes, chainRoutes } from '@platform/contracts/chain/routes';
import type { bigdataApi, entdataApi } from '@platform/contracts/bigdata';
import { bigdataRoutes, entdataRoutes } from '@platform/contracts/bigdata/routes';
import type { systemApi } from '@platform/contracts/system';
import { systemRoutes } from '@platform/contracts/system/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const chain = routesOf<typeof chainContract>(chainRoutes);
const mapData = routesOf<typeof chainMapDataApi>(chainMapDataRoutes);
const entdata = routesOf<typeof entdataApi>(entdataRoutes);
const system = routesOf<typeof systemApi>(systemRoutes);
const bigdata = routesOf<typeof bigdataApi>(bigdataRoutes);
const algorithm = routesOf<typeof chainAlgorithmApi>(chainAlgorithmRoutes);

const api = platformApi.enhanceEndpoints({
  addTagTypes: ['ChainExports', 'UserChains', 'ChainShares', 'Follows', 'ChainIndex', 'FollowGroups'],
});

/**
 * Industry chain maps: the catalogue, one chain's nodes, a node's companies and description; the
 * user's own chains with their company edits, and their shares.
 */
export const chainApi = api.injectEndpoints({
  endpoints: (build) => ({
    chainExportCount: build.query({ ...fromContract(chain.exportCount), providesTags: ['ChainExports'] }),
    chainCatalogue: build.query(fromContract(chain.getInduClass)),
    chainNodes: build.query(fromContract(chain.getMapNodesById)),
    chainEntPage: build.query(fromContract(chain.entPage)),
    chainNodeDescription: build.query(fromContract(mapData.nodeDescription)),
    chainStatistics: build.query(fromContract(mapData.statistics)),
    chainNodeCounts: build.query(fromContract(chain.nodeCounts)),
    chainAreas: build.query(fromContract(chain.areaDict)),
    chainRegions: build.query(fromContract(bigdata.regionListByLevel)),
    chainRecommend: build.query(fromContract(chain.entRecommend)),
    chainPopup: build.query(fromContract(algorithm.popup)),
    chainMatching: build.query(fromContract(chain.matchingEnterprise)),
    chainSearchConditions: build.query(fromContract(chain.searchConditions)),
    chainTechnicalRecommend: build.query(fromContract(chain.technicalRecommend)),
    chainTalentRecommend: build.query(fromContract(chain.talentRecommend)),
    chainIndexPage: build.query({ ...fromContract(chain.indexPage), providesTags: ['ChainIndex'] }),
    chainIndexRemove: build.mutation({ ...fromContract(chain.indexRemove), invalidatesTags: ['ChainIndex'] }),
    followGroups: build.query({ ...fromContract(chain.groupList), providesTags: ['FollowGroups'] }),
    followGroupSave: build.mutation({ ...fromContract(chain.groupSave), invalidatesTags: ['FollowGroups'] }),
    followIntoGroups: build.mutation({
      ...fromContract(chain.followSave),
      invalidatesTags: ['FollowGroups', 'Follows'],
    }),

    /** Following a company from a node's list (the user area's followed companies, spec 2 §4). */
    chainFollowCheck: build.query({ ...fromContract(system.followCheck), providesTags: ['Follows'] }),
    chainFollowSave: build.mutation({ ...fromContract(system.followSave), invalidatesTags: ['Follows'] }),
    chainFollowCancel: build.mutation({ ...fromContract(system.followCancel), invalidatesTags: ['Follows'] }),

    userChainPage: build.query({ ...fromContract(chain.userChainPage), providesTags: ['UserChains'] }),
    userChain: build.query({ ...fromContract(chain.userChainSelect), providesTags: ['UserChains'] }),
    userChainEntPage: build.query({ ...fromContract(chain.userChainEntPage), providesTags: ['UserChains'] }),
    saveUserChain: build.mutation({ ...fromContract(chain.userChainSave), invalidatesTags: ['UserChains'] }),
    copyUserChain: build.mutation({ ...fromContract(chain.userChainCopy), invalidatesTags: ['UserChains'] }),
    removeUserChain: build.mutation({
      ...fromContract(chain.userChainRemove),
      invalidatesTags: ['UserChains', 'ChainShares'],
    }),
    editChainCompany: build.mutation({ ...fromContract(chain.companyEdit), invalidatesTags: ['UserChains'] }),
    undoChainCompany: build.mutation({
      ...fromContract(chain.companyEditRemove),
      invalidatesTags: ['UserChains'],
    }),
    chainCompanySuggest: build.query(fromContract(entdata.entAssoListByKeywords, { silent: true })),
    saveLastChain: build.mutation({
      ...fromContract(chain.saveLastChain, { silent: true }),
      invalidatesTags: ['ChainIndex'],
    }),

    sharePage: build.query({ ...fromContract(chain.sharePage), providesTags: ['ChainShares'] }),
    createShare: build.mutation({ ...fromContract(chain.shareCreate), invalidatesTags: ['ChainShares'] }),
    revokeShare: build.mutation({ ...fromContract(chain.shareRemove), invalidatesTags: ['ChainShares'] }),
    /** Errors are shown by the page (an ended share is a page, not a toast). */
    sharedChain: build.query(fromContract(chain.shareInfo, { silent: true })),
    shareCheck: build.query(fromContract(chain.shareCheckKey, { silent: true })),
    addShareView: build.mutation(fromContract(chain.shareAddView, { silent: true })),
  }),
});

export const {
  useChainExportCountQuery,
  useChainCatalogueQuery,
  useChainNodesQuery,
  useChainEntPageQuery,
  useChainNodeDescriptionQuery,
  useChainStatisticsQuery,
  useChainNodeCountsQuery,
  useChainAreasQuery,
  useChainRecommendQuery,
  useChainRegionsQuery,
  useChainPopupQuery,
  useChainFollowCheckQuery,
  useChainFollowSaveMutation,
  useChainFollowCancelMutation,
  useUserChainPageQuery,
  useUserChainQuery,
  useUserChainEntPageQuery,
  useSaveUserChainMutation,
  useCopyUserChainMutation,
  useRemoveUserChainMutation,
  useEditChainCompanyMutation,
  useUndoChainCompanyMutation,
  useSaveLastChainMutation,
  useChainCompanySuggestQuery,
  useSharePageQuery,
  useCreateShareMutation,
  useRevokeShareMutation,
  useSharedChainQuery,
  useShareCheckQuery,
  useAddShareViewMutation,
  useChainMatchingQuery,
  useChainSearchConditionsQuery,
  useChainTechnicalRecommendQuery,
  useChainTalentRecommendQuery,
  useChainIndexPageQuery,
  useChainIndexRemoveMutation,
  useFollowGroupsQuery,
  useFollowGroupSaveMutation,
  useFollowIntoGroupsMutation,
} = chainApi;
