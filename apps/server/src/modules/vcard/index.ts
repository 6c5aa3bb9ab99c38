import type { FastifyInstance } from 'fastify';
import { dynamicsContent, type CardBasic } from '@platform/contracts';
import type { CustomDynamic } from './dynamics';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { withOwnerAvatars } from './owners';
import { presentCard } from './presenter';
import type { SocialTies } from './relations';
import { dynamicsModulesOf, visibleDefaultCards } from './repo';
export { companiesWithOpenCards, liveCardCount } from './repo';
import { vcardRoutes } from './routes';

/**
 * Electronic business cards (spec 2 §7 Cards): cards and modules, privacy, update reminder,
 * related dynamics, the card folder. Every card answer goes through presenter.presentCard, which
 * masks contacts for other viewers.
 */
export const vcardModule = async (app: FastifyInstance, deps: { ties: SocialTies }) =>
  vcardRoutes(app, deps.ties);

/** The caller's scope, or the unscoped instance to look in every tenant. */
export type CardSource = TenantScope | Store['unscoped'];

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
  const rows = await withOwnerAvatars(
    'tenantId' in source ? source.db : source,
    await visibleDefaultCards(source, viewer, userIds),
  );
  return new Map(rows.map((row) => [row.user_id, presentCard(row, viewer)]));
}

/**
 * The custom dynamics (card module 14) on the cards `userIds` show `viewer`, with the card's
 * masked basics: the content feed's card dynamics. Cards whose module does not parse are skipped.
 */
export async function cardDynamicsOf(
  source: CardSource,
  viewer: string | null,
  userIds: readonly string[],
): Promise<{ card: CardBasic; dynamics: CustomDynamic[] }[]> {
  const rows = await dynamicsModulesOf(source, viewer, userIds);
  const withAvatars = await withOwnerAvatars(
    'tenantId' in source ? source.db : source,
    rows.map((r) => r.card),
  );
  const out: { card: CardBasic; dynamics: CustomDynamic[] }[] = [];
  rows.forEach((row, i) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.content);
    } catch {
      return;
    }
    const list = dynamicsContent.safeParse(parsed);
    if (list.success && list.data.length)
      out.push({ card: presentCard(withAvatars[i]!, viewer), dynamics: list.data });
  });
  return out;
}

export type { CustomDynamic } from './dynamics';
export { presentCard, type CardRow, type ViewerId } from './presenter';
export { chatCardPayload } from './service';
export { chatCardsById, presentChatCard, storedChatCard, type ChatCard } from './chat-cards';
export type { SocialTies } from './relations';
export {
  cardsByIdsAnyTenant,
  defaultCardIdAnyTenant,
  findCard,
  firstCardIdOf,
  findCardAnyTenant,
  folderAdd,
  folderCountAnyCardTenant,
  folderPageAnyCardTenant,
  inFolder,
  openCardsOfUsers,
  ownCardsAmong,
  type StoredCard,
} from './repo';
export { withOwnerAvatars } from './owners';
export { demoWidgetIds } from './widget-demo';
