import type { FastifyInstance } from 'fastify';
import { interactionsApi as api } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { readerOf } from './publication-access';
import * as collections from './collections';

/** Collections and their removal per address and minute (toggling, as follows). */
export const COLLECT_TOGGLES_PER_MINUTE = 120;

/** myCollectPublish, myCollectDynamic (spec 2 §7); myCollectPolicy is modules/policies'. */
export function collectionsRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const toggles = { rateLimitPerMinute: COLLECT_TOGGLES_PER_MINUTE };
  r(api.collectPublishPage, async (call) =>
    collections.collectionPage(call.scope, await readerOf(call), 'publication', call.input),
  );
  r(
    api.collectPublishSave,
    async (call) =>
      collections.collect(call.scope, await readerOf(call), 'publication', call.input.publicationId),
    toggles,
  );
  r(
    api.collectPublishCancel,
    async (call) =>
      collections.uncollectOne(call.scope, await readerOf(call), 'publication', call.input.publicationId),
    toggles,
  );
  r(api.collectDynamicPage, async (call) =>
    collections.collectionPage(call.scope, await readerOf(call), 'dynamic', call.input),
  );
  r(
    api.collectDynamicSave,
    async (call) => collections.collect(call.scope, await readerOf(call), 'dynamic', call.input.dynamicId),
    toggles,
  );
  r(
    api.collectDynamicCancel,
    async (call) =>
      collections.uncollectOne(call.scope, await readerOf(call), 'dynamic', call.input.dynamicId),
    toggles,
  );
  // myCollectPolicy (page, remove) is served by the policies module, which owns the policy collections.
}
