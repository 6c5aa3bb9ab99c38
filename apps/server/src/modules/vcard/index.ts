import type { FastifyInstance } from 'fastify';
import { dynamicsContent, type CardBasic } from '@platform/contracts';
import type { CustomDynamic } from './dynamics';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { withOwnerAvatars } from './owners';
import { presentCard } from './presenter';
import type { SocialTies } from './relations';
import {
  cardsByIdsAnyTenant,
  dynamicsModulesOf,
  openCardsOfCompanyAnyTenant,
  visibleDefaultCards,
} from './repo';
export { companiesWithOpenCards, liveCardCount } from './repo';
import { vcardRoutes, type CardsSaved } from './routes';

/**
 * Electronic business cards (spec 2 §7 Cards): cards and modules, privacy, update reminder,
 * related dynamics, the card folder. Every card answer goes through presenter.presentCard, which
 * masks contacts for other viewers.
 */
export const vcardModule = async (
  app: FastifyInstance,
  deps: { ties: SocialTies; onCardsSaved?: (event: CardsSaved) => Promise<void> },
) => vcardRoutes(app, deps.ties, deps.onCardsSaved);

export type { CardsSaved } from './routes';

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
 * The open, live cards of a company in every tenant as `viewer` sees them (contacts masked by the
 * presenter): a lead's or a customer's people on the platform, at most `limit`.
 */
export async function companyCards(
  unscoped: Store['unscoped'],
  viewer: string,
  companyId: string,
  limit: number,
): Promise<CardBasic[]> {
  const rows = await withOwnerAvatars(
    unscoped,
    await openCardsOfCompanyAnyTenant(unscoped, companyId, limit),
  );
  return rows.map((row) => presentCard(row, viewer));
}

/**
 * Cards by id in any tenant that `viewer` may still see (not deleted; open, or their own), masked
 * for them by the presenter and keyed by id: cards the CRM's contacts are linked to.
 */
export async function visibleCardsById(
  unscoped: Store['unscoped'],
  viewer: string,
  ids: readonly string[],
): Promise<Map<string, CardBasic>> {
  const found = (await cardsByIdsAnyTenant(unscoped, [...new Set(ids)])).filter(
    (c) => !c.is_deleted && (c.if_opened || c.user_id === viewer),
  );
  const rows = await withOwnerAvatars(unscoped, found);
  return new Map(rows.map((row) => [row.id, presentCard(row, viewer)]));
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
  cardIdsOfUsersAnyTenant,
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
