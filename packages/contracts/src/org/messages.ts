import type { MessageTable } from '../messageTable';

/** Discover directory copy (docs/discover.md). */
export const ORG_MESSAGES = {
  orgNotListed: { zh: '该组织不存在或未公开', en: 'This organisation does not exist or is not listed' },
} as const satisfies MessageTable;
