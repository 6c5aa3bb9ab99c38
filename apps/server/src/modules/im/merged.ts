import {
  IM_CODE,
  IM_LIMITS,
  SERVER_ONLY_KINDS,
  type Locale,
  type MergedPayload,
  type MergedSendPayload,
} from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { storedChatCard, type chatCardPayload } from '../vcard';
import { cardIdsIn } from './cards';
import { abstractOf, refuse } from './payloads';
import { displayName, findUsers } from './relations';
import { readableMessages, type MessageRow } from './message-repo';

type Payload = Record<string, unknown>;
type MergedItem = MergedPayload['messages'][number];
type CardLookup = typeof chatCardPayload;

const cut = (text: string, chars: number) => [...text].slice(0, chars).join('');

const isServerOnly = (row: MessageRow) =>
  row.type === 'custom' && (SERVER_ONLY_KINDS as readonly unknown[]).includes(row.payload.kind);

/** The words of an abstract line after "name: ". */
function summaryOf(item: MergedItem, cardNames: Map<string, string>): string {
  const p = item.payload;
  if (item.type === 'text') return String(p.text ?? '');
  if (item.type === 'custom' && p.kind === 'card') return `[名片] ${cardNames.get(String(p.vcardId)) ?? ''}`;
  return abstractOf(item.type, p);
}

/** A stored message as a record keeps it: a card as its id and the fields never masked (cards.ts presents it per reader). */
function itemPayload(row: MessageRow): Payload {
  if (row.type !== 'custom' || row.payload.kind !== 'card') return row.payload;
  const vcardId = String(row.payload.vcardId);
  return { kind: 'card', vcardId, card: storedChatCard(row.payload.card, vcardId) };
}

/**
 * Builds a merged record (forward type 3) from messages the caller can read, by id, in one
 * conversation: senders, names and times are the stored ones, never the client's. One merged
 * record alone is forwarded as it is. Cards anywhere in the record get the forward refusals of
 * spec 1 §5 (deleted, someone else's private card), checked for the caller.
 */
export async function buildMerged(
  store: Store,
  callerId: string,
  input: MergedSendPayload,
  cardPayload: CardLookup,
  locale: Locale,
): Promise<MergedPayload> {
  const ids = [...new Set(input.messageIds)];
  const rows = await readableMessages(store, callerId, input.conversationId, ids);
  if (rows.length !== ids.length) throw refuse(IM_CODE.badRequest, 'forwardMessageMissing', locale);

  const [only] = rows;
  const record =
    rows.length === 1 && only!.type === 'merged'
      ? recordAsItIs(only!, input.title)
      : await recordOf(store, rows, input.title, locale);
  const cardNames = await checkCards(store, callerId, record, cardPayload, locale);
  if (record.abstractList.length === 0)
    record.abstractList = record.messages
      .slice(0, IM_LIMITS.mergedAbstractCount)
      .map((item) => cut(`${item.senderName}: ${summaryOf(item, cardNames)}`, IM_LIMITS.mergedAbstractChars));
  return record;
}

/** One stored record forwarded alone: the record itself (the server built it when it was sent). */
function recordAsItIs(row: MessageRow, title: string): MergedPayload {
  const stored = row.payload as Partial<MergedPayload>;
  return {
    title: stored.title ?? title,
    abstractList: stored.abstractList ?? [],
    messages: stored.messages ?? [],
  };
}

/** A new record of these messages, tips left out, with their senders' names; the abstract comes later. */
async function recordOf(
  store: Store,
  rows: MessageRow[],
  title: string,
  locale: Locale,
): Promise<MergedPayload> {
  const kept = rows.filter((row) => !isServerOnly(row));
  if (kept.length === 0) throw refuse(IM_CODE.badRequest, 'badPayload', locale);
  const users = await findUsers(
    store.db,
    kept.map((r) => r.sender_id),
  );
  const names = new Map(users.map((u) => [u.id, displayName(u)]));
  const messages: MergedItem[] = kept.map((row) => ({
    type: row.type as MergedItem['type'],
    payload: itemPayload(row),
    senderId: row.sender_id,
    senderName: names.get(row.sender_id) ?? '',
    time: new Date(row.created_at).toISOString(),
  }));
  return { title, abstractList: [], messages };
}

/** Refuses a record naming a deleted card or someone else's private one; answers the cards' names. */
async function checkCards(
  store: Store,
  callerId: string,
  record: MergedPayload,
  cardPayload: CardLookup,
  locale: Locale,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const vcardId of cardIdsIn('merged', record)) {
    // eslint-disable-next-line no-restricted-syntax -- a forwarded card may live in any participant's tenant (chatCardPayload applies the privacy rules)
    const found = await cardPayload(store.unscoped, callerId, vcardId);
    if ('refused' in found) throw refuse(IM_CODE.badRequest, found.refused, locale);
    names.set(vcardId, found.card.name);
  }
  return names;
}
