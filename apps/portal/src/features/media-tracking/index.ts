import type { RouteEntry } from '../../shared/router/routeMeta';

/**
 * Media tracking (issue 30 item 7; docs/media-tracking.md): the operator's channel report (its own
 * lazy chunk, reached from the user menu by the platform operator only) and the visitor's side —
 * the entry channel, the visit, the attribution after sign-in and clicks on purchased services.
 */
export const mediaTrackingRoutes: RouteEntry[] = [
  {
    path: '/operator/channels',
    meta: { title: 'operator.channels', isAuth: true, hidden: true },
    page: lazyPage(() => import('./ChannelReportPage')),
  },
];

/** The report's address, for the user menu. */
export const CHANNEL_REPORT_PATH = '/operator/channels';

/** Key prefix of this feature's copy; the bundle loads with its page. */
export const MEDIA_TRACKING_I18N_NAMESPACE = 'mediaTracking';
export type { mediaTrackingZh as MediaTrackingResources } from './copy';

export {
  attributeChannel,
  captureChannel,
  isPlatformOperator,
  recordEntryVisit,
  storedChannel,
  trackServiceClick,
  visitorId,
} from './capture';
import { lazyPage } from '../../shared/router/lazyPage';
