import type { chainApi as chainContract, chainMapDataApi } from '@platform/contracts/chain';
import { chainMapDataRoutes, chainRoutes } from '@platform/contracts/chain/routes';
import { fromContract, platformApi, routesOf } from '../../app/api/api';

const chain = routesOf<typeof chainContract>(chainRoutes);
const mapData = routesOf<typeof chainMapDataApi>(chainMapDataRoutes);

/** Industry chain maps: the catalogue, one chain's nodes, a node's companies and description. */
export const chainApi = platformApi.enhanceEndpoints({ addTagTypes: ['ChainExports'] }).injectEndpoints({
  endpoints: (build) => ({
    chainExportCount: build.query({ ...fromContract(chain.exportCount), providesTags: ['ChainExports'] }),
    chainCatalogue: build.query(fromContract(chain.getInduClass)),
    chainNodes: build.query(fromContract(chain.getMapNodesById)),
    chainEntPage: build.query(fromContract(chain.entPage)),
    chainNodeDescription: build.query(fromContract(mapData.nodeDescription)),
  }),
});

export const {
  useChainExportCountQuery,
  useChainCatalogueQuery,
  useChainNodesQuery,
  useChainEntPageQuery,
  useChainNodeDescriptionQuery,
} = chainApi;
