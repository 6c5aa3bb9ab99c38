import type { widgetApi } from '@platform/contracts/widget';
import { widgetRoutes } from '@platform/contracts/widget/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const widget = routesOf<typeof widgetApi>(widgetRoutes);

/** The login popup's one call: the signed-in user's widget token for the partner page. */
export const widgetLoginApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    widgetSession: build.mutation(fromContract(widget.session, { silent: true })),
  }),
});

export const { useWidgetSessionMutation } = widgetLoginApi;
