import type { FastifyPluginAsync } from 'fastify';
import { collectionsRoutes } from './collections-routes';
import { commentsRoutes } from './comments-routes';
import { likesRoutes } from './likes-routes';
import { registrationsRoutes } from './registrations-routes';
import { feedRoutes } from './feed-routes';
import { publicationRoutes } from './publications-routes';

/**
 * Publications, what readers do with them (comments, likes, collections, activity
 * registrations), the follow groups and feed, and the sensitive-word list every text is checked
 * against.
 */
export const contentModule: FastifyPluginAsync = async (app) => {
  likesRoutes(app);
  collectionsRoutes(app);
  commentsRoutes(app);
  registrationsRoutes(app);
  feedRoutes(app);
  publicationRoutes(app);
};

export { readerStates } from './reader-states';

export { forgetSensitiveWords, sensitiveWordsIn } from './sensitive-words';
export {
  addSensitiveWords,
  removeSensitiveWords,
  sensitiveWordCount,
  sensitiveWordPage,
} from './sensitive-words-admin-repo';
export { readablePublication, viewerOf, visibleTo, type Viewer } from './publication-visibility';
