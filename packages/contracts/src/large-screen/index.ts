import { endpoint } from '../envelope';
import { largeScreenRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';

/** 产业大屏's calls (docs/large-screen.md). */
export const largeScreenApi = {
  overview: endpoint({ ...routes.overview, input: s.largeScreenInput, output: s.largeScreenSchema }),
  events: endpoint({ ...routes.events, input: s.largeScreenEventsInput, output: s.screenEventsSchema }),
};
