import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import { industryTrackingRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './limits';

/** 产业追踪's calls (docs/industry-tracking.md). */
export const industryTrackingApi = {
  follows: endpoint({ ...routes.follows, input: noInput, output: s.trackFollowsSchema }),
  follow: endpoint({ ...routes.follow, input: s.trackFollowInput, output: s.trackFollowSchema }),
  unfollow: endpoint({ ...routes.unfollow, input: s.trackFollowIdInput, output: z.boolean() }),
  events: endpoint({ ...routes.events, input: s.trackEventsInput, output: s.trackEventPageSchema }),
  stats: endpoint({ ...routes.stats, input: s.trackStatsInput, output: s.trackStatsSchema }),
  markRead: endpoint({ ...routes.markRead, input: s.trackMarkReadInput, output: s.trackFollowsSchema }),
  chains: endpoint({ ...routes.chains, input: noInput, output: s.trackChainsSchema }),
};
