import type { MessageTable } from '../messageTable';

/** Messages of media tracking (docs/media-tracking.md). */
export const MEDIA_TRACKING_MESSAGES = {
  mediaOperatorOnly: {
    zh: '仅平台运营方可查看渠道报表',
    en: 'Only the platform operator can see the channel report',
  },
} as const satisfies MessageTable;
