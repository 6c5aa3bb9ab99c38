import type { FastifyInstance } from 'fastify';
import { publicationApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { viewerOf } from './publication-visibility';
import * as pub from './publications';
import { sensitiveWordsIn } from './sensitive-words';

/** Drafts created and publications changed (update, publish, withdraw, delete) per IP and minute. */
export const PUBLICATION_WRITES_PER_MINUTE = 60;
/** Moderation withdrawals per IP and minute. */
export const PUBLICATION_MODERATION_PER_MINUTE = 30;
/** Detail reads per IP and minute (ids can be guessed; each read counts a view). */
export const PUBLICATION_READS_PER_MINUTE = 300;
/** Sensitive-word checks per IP and minute. */
export const SEN_WORDS_CHECKS_PER_MINUTE = 60;

export function publicationRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const db = app.ctx.store.db;
  const writes = { rateLimitPerMinute: PUBLICATION_WRITES_PER_MINUTE };
  // eslint-disable-next-line no-restricted-syntax -- the author's card is read where its owner keeps it (the author's tenant may not be the reader's); only the id of a card the reader may see leaves (vcard module's visibility rule)
  const authorCards = app.ctx.store.unscoped;

  r(publicationApi.save, async (c) => pub.saveDraft(db, await viewerOf(db, c), c.input), writes);
  r(publicationApi.update, async (c) => pub.updatePublication(db, await viewerOf(db, c), c.input), writes);
  r(publicationApi.publish, async (c) => pub.publish(db, await viewerOf(db, c), c.input.id), {
    ...writes,
    successMessage: 'publicationPublished',
  });
  r(publicationApi.withdraw, async (c) => pub.withdraw(db, await viewerOf(db, c), c.input.id), {
    ...writes,
    successMessage: 'publicationWithdrawn',
  });
  r(publicationApi.remove, async (c) => pub.remove(db, await viewerOf(db, c), c.input.id), writes);
  r(
    publicationApi.detail,
    async (c) => pub.detail(db, await viewerOf(db, c, c.input.domain), c.input.id, authorCards),
    { rateLimitPerMinute: PUBLICATION_READS_PER_MINUTE },
  );
  r(publicationApi.page, async (c) => pub.page(db, await viewerOf(db, c, c.input.domain), c.input));
  r(publicationApi.myPage, async (c) => pub.myPage(db, await viewerOf(db, c), c.input));
  r(publicationApi.myCounts, async (c) => pub.counts(db, await viewerOf(db, c), c.input.section));
  r(publicationApi.orgPage, async (c) => pub.orgPage(db, await viewerOf(db, c), c.input));
  r(
    publicationApi.orgWithdraw,
    async (c) => pub.orgWithdraw(db, await viewerOf(db, c), c.input.id, c.input.reason),
    { rateLimitPerMinute: PUBLICATION_MODERATION_PER_MINUTE, successMessage: 'publicationWithdrawn' },
  );
  r(publicationApi.myPublishCount, async (c) => pub.myPublishCount(db, await viewerOf(db, c)));
  r(publicationApi.ifSenWords, async ({ input }) => sensitiveWordsIn(db, input.text), {
    rateLimitPerMinute: SEN_WORDS_CHECKS_PER_MINUTE,
  });
}
