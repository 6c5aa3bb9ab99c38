import type { systemApi } from '@platform/contracts';
import { systemRoutes } from '@platform/contracts/system/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const system = routesOf<typeof systemApi>(systemRoutes);

export const orgApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    submitOrg: build.mutation({ ...fromContract(system.orgSubmit), invalidatesTags: ['Org', 'User'] }),
  }),
});

export const { useSubmitOrgMutation } = orgApi;
