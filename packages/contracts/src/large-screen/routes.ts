import type { Route } from '../route';
import { SERVICE } from '../services';

const L = `${SERVICE.bigdata}/large-screen`;

/**
 * 产业大屏 (/largeScreen, login; issue 28 item 10; docs/large-screen.md): a region's industry
 * dashboard for a 1920×1080 wall, and the change events streaming in.
 */
export const largeScreenRoutes = {
  /** The region's figures, chains, growth and sub-regions (query: regionCode; 100000 the nation). */
  overview: { method: 'GET', path: `${L}/overview`, auth: 'user' },
  /** The newest change events of the region's companies (query: regionCode, afterId). */
  events: { method: 'GET', path: `${L}/events`, auth: 'user' },
} as const satisfies Record<string, Route>;
