import type { ChatMessage } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { chatCardsById, presentChatCard, storedChatCard, type ChatCard } from '../vcard';
import type { Delivery } from './realtime/ports';

/**
 * Cards in chat are presented per reader (spec 2 §5 masking): a card message stores the card id
 * and the fields never masked, and every way a message reaches a reader (history, catch-up,
 * acks, socket fan-out) shows the card as the vcard presenter shows it to that reader now.
 * Contacts a stored payload may hold (older messages, forged records) are never read.
 */

type Payload = Record<string, unknown>;

/** Merged records inside merged records: deeper ones are not walked (the frame limit keeps them shallow anyway). */
const MAX_DEPTH = 8;

const isCard = (type: unknown, payload: Payload) =>
  type === 'custom' && payload.kind === 'card' && typeof payload.vcardId === 'string';

const itemsOf = (payload: Payload): Array<{ type?: unknown; payload?: unknown }> =>
  Array.isArray(payload.messages)
    ? (payload.messages as unknown[]).filter(
        (item): item is { type?: unknown; payload?: unknown } => typeof item === 'object' && item !== null,
      )
    : [];

const payloadOf = (item: { payload?: unknown }): Payload =>
  typeof item.payload === 'object' && item.payload !== null ? (item.payload as Payload) : {};

/** The card ids a payload names: a card message, and cards inside merged records. */
export function cardIdsIn(type: unknown, payload: Payload, into = new Set<string>(), depth = 0): Set<string> {
  if (isCard(type, payload)) into.add(payload.vcardId as string);
  if (type === 'merged' && depth < MAX_DEPTH)
    for (const item of itemsOf(payload)) cardIdsIn(item.type, payloadOf(item), into, depth + 1);
  return into;
}

/** The payload as `viewer` reads it. */
function presentPayload(
  type: unknown,
  payload: Payload,
  cards: Map<string, ChatCard>,
  viewer: string,
  depth = 0,
): Payload {
  if (isCard(type, payload)) {
    const vcardId = payload.vcardId as string;
    const live = cards.get(vcardId);
    const card = (live && presentChatCard(live, viewer)) ?? storedChatCard(payload.card, vcardId);
    return { kind: 'card', vcardId, card };
  }
  if (type !== 'merged' || !Array.isArray(payload.messages)) return payload;
  if (depth >= MAX_DEPTH) return { ...payload, messages: [] };
  return {
    ...payload,
    messages: itemsOf(payload).map((item) => ({
      ...item,
      payload: presentPayload(item.type, payloadOf(item), cards, viewer, depth + 1),
    })),
  };
}

async function cardsOf(store: Store, messages: readonly ChatMessage[]): Promise<Map<string, ChatCard>> {
  const ids = new Set<string>();
  for (const m of messages) cardIdsIn(m.type, m.payload, ids);
  if (ids.size === 0) return new Map();
  // eslint-disable-next-line no-restricted-syntax -- a card shared in chat may live in any participant's tenant (the vcard presenter applies privacy and masking per reader)
  return chatCardsById(store.unscoped, [...ids]);
}

/** Messages as one reader reads them (one card query for the whole batch, none without cards). */
export async function presentMessages(
  store: Store,
  viewer: string,
  messages: readonly ChatMessage[],
): Promise<ChatMessage[]> {
  const cards = await cardsOf(store, messages);
  return messages.map((m) =>
    cardIdsIn(m.type, m.payload).size > 0
      ? { ...m, payload: presentPayload(m.type, m.payload, cards, viewer) }
      : m,
  );
}

/**
 * One stored message for its recipients: recipients who read it alike share one delivery (a card
 * message has at most one view per card owner plus one for everyone else).
 */
export async function deliveriesOf(
  store: Store,
  message: ChatMessage,
  recipients: readonly string[],
): Promise<Delivery[]> {
  if (cardIdsIn(message.type, message.payload).size === 0) return [{ userIds: [...recipients], message }];
  const cards = await cardsOf(store, [message]);
  const byView = new Map<string, Delivery>();
  for (const userId of recipients) {
    const payload = presentPayload(message.type, message.payload, cards, userId);
    const key = JSON.stringify(payload);
    const found = byView.get(key);
    if (found) found.userIds.push(userId);
    else byView.set(key, { userIds: [userId], message: { ...message, payload } });
  }
  return [...byView.values()];
}
