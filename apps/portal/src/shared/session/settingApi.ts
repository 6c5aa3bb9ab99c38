import type { systemApi } from '@platform/contracts';
import { systemRoutes } from '@platform/contracts/system/routes';
import { fromContract, platformApi, routesOf } from '../api/api';

const system = routesOf<typeof systemApi>(systemRoutes);

/**
 * GET user/setting (spec 1 §3 app state `setting`; docs/user-setting.md): whether the top bar shows
 * the letters entry and the chat entries for the signed-in user. Silent: the entries keep their
 * defaults when the call fails.
 */
export const settingApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    userSetting: build.query(fromContract(system.userSetting, { silent: true })),
  }),
});

export const { useUserSettingQuery } = settingApi;
