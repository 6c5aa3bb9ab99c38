import { companyTrackingRoutes, type companyTrackingApi as contract } from '@platform/contracts';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const routes = routesOf<typeof contract>(companyTrackingRoutes);
const api = platformApi.enhanceEndpoints({ addTagTypes: ['Monitor'] });

/** 企业监控's calls: every write reloads the groups, lists, timeline and badge ('Monitor'). */
export const companyTrackingApi = api.injectEndpoints({
  endpoints: (build) => ({
    monitorGroups: build.query({ ...fromContract(routes.groups), providesTags: ['Monitor'] }),
    monitorCompanies: build.query({ ...fromContract(routes.companies), providesTags: ['Monitor'] }),
    monitorState: build.query({ ...fromContract(routes.company), providesTags: ['Monitor'] }),
    monitorEvents: build.query({ ...fromContract(routes.events), providesTags: ['Monitor'] }),
    monitorGroupSave: build.mutation({ ...fromContract(routes.groupSave), invalidatesTags: ['Monitor'] }),
    monitorGroupRemove: build.mutation({ ...fromContract(routes.groupRemove), invalidatesTags: ['Monitor'] }),
    monitorAdd: build.mutation({ ...fromContract(routes.add), invalidatesTags: ['Monitor'] }),
    monitorRemove: build.mutation({ ...fromContract(routes.remove), invalidatesTags: ['Monitor'] }),
    monitorMarkRead: build.mutation({ ...fromContract(routes.markRead), invalidatesTags: ['Monitor'] }),
  }),
});

export const {
  useMonitorGroupsQuery,
  useMonitorCompaniesQuery,
  useMonitorStateQuery,
  useMonitorEventsQuery,
  useMonitorGroupSaveMutation,
  useMonitorGroupRemoveMutation,
  useMonitorAddMutation,
  useMonitorRemoveMutation,
  useMonitorMarkReadMutation,
} = companyTrackingApi;
