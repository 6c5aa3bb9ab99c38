import type { Kysely } from 'kysely';
import type { ForwardPayload } from '@platform/contracts';
import type { Database } from '../../db/schema';
import { isOwner, presentForward, type CardRow } from './presenter';
import { withOwnerNames } from './owners';
import { chatCardsAnyTenant } from './repo';

/** A card named by chat messages, with its owner's account names. */
export type ChatCard = CardRow & { owner_real_name: string; owner_nick_name: string };

/** The cards of these ids, wherever they are kept, by id (absent when unknown). */
export async function chatCardsById(
  unscoped: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, ChatCard>> {
  const rows = await withOwnerNames(unscoped, await chatCardsAnyTenant(unscoped, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The card as one reader of a chat message sees it now: masked by the presenter unless the reader
 * owns it. Null when it is gone for this reader (deleted, or made private and not theirs): the
 * message then shows only what it stored without contacts (storedChatCard).
 */
export function presentChatCard(card: ChatCard, viewer: string): ForwardPayload | null {
  if (card.is_deleted) return null;
  if (!card.if_opened && !isOwner(card, viewer)) return null;
  return presentForward(card, viewer, {
    imAccount: card.user_id,
    accountName: card.owner_real_name || card.owner_nick_name || card.user_name,
    accountAvatar: card.user_center_avatar ?? '',
  });
}

const SAFE_FIELDS = [
  'imAccount',
  'accountName',
  'accountAvatar',
  'id',
  'name',
  'avatar',
  'company',
  'dept',
  'post',
] as const;

/**
 * What a card message keeps of a card, and what it shows when the card is gone for a reader: the
 * fields never masked, with phone, email and address empty. Reads only those fields, so contacts
 * stored by older messages (or written by a client) never come back out.
 */
export function storedChatCard(card: unknown, vcardId: string): ForwardPayload {
  const source = (typeof card === 'object' && card !== null ? card : {}) as Record<string, unknown>;
  const out = { phone: '', email: '', address: '' } as ForwardPayload;
  for (const field of SAFE_FIELDS) out[field] = typeof source[field] === 'string' ? source[field] : '';
  out.id = vcardId;
  return out;
}
