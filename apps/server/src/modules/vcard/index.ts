import type { FastifyPluginAsync } from 'fastify';
import type { CardBasic } from '@platform/contracts';
import { presentCard } from './presenter';
import { visibleDefaultCards, type CardSource } from './repo';
import { vcardRoutes } from './routes';

/**
 * Electronic business cards (spec 2 §7 Cards): cards and modules, privacy, update reminder,
 * related dynamics, the card folder. Every card answer goes through presenter.presentCard, which
 * masks contacts for other viewers.
 */
export const vcardModule: FastifyPluginAsync = async (app) => vcardRoutes(app);

/**
 * Masked default-card basics of users, for other modules' lists (fans, following, chat...): the
 * card each user shows `viewer` (null = a visitor), keyed by user id; users without a visible
 * card are absent. Pass the caller's scope, or the unscoped instance to look in every tenant.
 */
export async function defaultCardBasics(
  source: CardSource,
  viewer: string | null,
  userIds: readonly string[],
): Promise<Map<string, CardBasic>> {
  const rows = await visibleDefaultCards(source, viewer, userIds);
  return new Map(rows.map((row) => [row.user_id, presentCard(row, viewer)]));
}

export { presentCard, type CardRow, type ViewerId } from './presenter';
export { demoWidgetIds, seedDemoCards } from './seed';
export { chatCardPayload } from './service';
export { chatCardsById, presentChatCard, storedChatCard, type ChatCard } from './chat-cards';
export type { CardSource } from './repo';
