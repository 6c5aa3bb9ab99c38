import {
  COMPANY_CARDS_MAX,
  CUSTOMERS_LIMITS,
  ResultCode,
  contactInput,
  type CardBasic,
  type Contact,
  type CustomerWithContacts,
} from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { todayInChina } from '../../lib/china-time';
import { AppError } from '../../lib/errors';
import { cardIdsOfUsersAnyTenant, companyCards, visibleCardsById } from '../vcard';
import { requireVisibleCustomer, viewerOf, type Viewer } from './access';
import { presentContact } from './customers';
import * as repo from './customers-repo';
import * as cards from './contact-cards-repo';
import { insertActivity } from './timeline-repo';

/**
 * Contacts and business cards (docs/customers.md "Contacts and business cards"): a customer's
 * people on the platform are the open cards of its company, in any tenant (like the public card
 * view), always as the vcard presenter masks them for the caller. A contact may be made from one
 * of them or linked to one; the chat and card hooks then log the user's messages and card
 * exchanges with that person on the customer's timeline.
 */

/** Cards in any tenant: the vcard module reads them, the presenter masks them. */
export type CardReader = Store['unscoped'];

const cardUnavailable = () => new AppError('contactCardUnavailable', ResultCode.BAD_REQUEST, 400);
const contactNotFound = () => new AppError('contactNotFound', ResultCode.NOT_FOUND, 404);

/** The open cards of a visible customer's company, masked for the caller (none without a company). */
export async function customerCards(
  reader: CardReader,
  scope: TenantScope,
  viewer: Viewer,
  customerId: string,
): Promise<CardBasic[]> {
  const c = await requireVisibleCustomer(scope, viewer, customerId);
  if (!c.company_id) return [];
  return companyCards(reader, viewer.userId, c.company_id, COMPANY_CARDS_MAX);
}

/** Contacts with the cards they are linked to, as the caller may see them now (null when gone). */
export async function withContactCards<C extends Pick<Contact, 'vcardId'>>(
  reader: CardReader,
  viewer: Viewer,
  contacts: readonly C[],
): Promise<Array<C & { card: CardBasic | null }>> {
  const ids = contacts.flatMap((c) => (c.vcardId ? [c.vcardId] : []));
  const shown = ids.length
    ? await visibleCardsById(reader, viewer.userId, ids)
    : new Map<string, CardBasic>();
  return contacts.map((c) => ({ ...c, card: (c.vcardId && shown.get(c.vcardId)) || null }));
}

/** A customer answer with its contacts' cards. */
export async function withCustomerCards(
  reader: CardReader,
  viewer: Viewer,
  customer: CustomerWithContacts,
): Promise<CustomerWithContacts> {
  return { ...customer, contacts: await withContactCards(reader, viewer, customer.contacts) };
}

/** An open card of the customer's company, as the caller sees it: else a 400 saying which. */
async function requireCompanyCard(
  reader: CardReader,
  viewer: Viewer,
  customer: { company_id: string | null },
  vcardId: string,
): Promise<CardBasic> {
  const card = (await visibleCardsById(reader, viewer.userId, [vcardId])).get(vcardId);
  if (!card?.ifOpened) throw cardUnavailable();
  if (!customer.company_id || card.companyId !== customer.company_id)
    throw new AppError('contactCardOtherCompany', ResultCode.BAD_REQUEST, 400);
  return card;
}

const linkedAlready = () => new AppError('contactCardLinked', ResultCode.BAD_REQUEST, 400);

/**
 * A new contact from an open card of the customer's company, linked to it: the card's name and
 * post, and its phone and email only when the caller sees them unmasked (never a masked value).
 */
export async function addContactFromCard(
  reader: CardReader,
  scope: TenantScope,
  viewer: Viewer,
  input: { customerId: string; vcardId: string },
) {
  const c = await requireVisibleCustomer(scope, viewer, input.customerId);
  const card = await requireCompanyCard(reader, viewer, c, input.vcardId);
  const masked = card.encrypt && card.userId !== viewer.userId;
  const shape = contactInput.shape;
  const row = await scope.transaction(async (tx) => {
    if ((await repo.lockCustomerContacts(tx, c.id)) >= CUSTOMERS_LIMITS.contactsMax)
      throw new AppError('customersContactsMax', ResultCode.BAD_REQUEST, 400);
    if (await cards.contactOfCard(tx, c.id, card.id)) throw linkedAlready();
    const [inserted] = await repo.insertContacts(tx, c.id, [
      {
        name: (card.userName.trim() || card.nickName.trim() || card.id).slice(
          0,
          CUSTOMERS_LIMITS.contactNameMax,
        ),
        title: card.post.trim().slice(0, CUSTOMERS_LIMITS.contactTitleMax) || null,
        phone: !masked && shape.phone.safeParse(card.phone).success ? card.phone.trim() : null,
        email: !masked && card.email && shape.email.safeParse(card.email).success ? card.email.trim() : null,
        vcard_id: card.id,
      },
    ]);
    return inserted!;
  });
  return { ...presentContact(row), card };
}

/** Links a visible contact to an open card of its customer's company, or unlinks it (vcardId null). */
export async function linkContact(
  reader: CardReader,
  scope: TenantScope,
  viewer: Viewer,
  input: { contactId: string; vcardId: string | null },
) {
  const contact = await repo.contactById(scope, input.contactId);
  const c = contact && (await repo.visibleCustomer(scope, viewer, contact.customer_id));
  if (!contact || !c) throw contactNotFound();
  const card = input.vcardId ? await requireCompanyCard(reader, viewer, c, input.vcardId) : null;
  await scope.transaction(async (tx) => {
    // The customer's row lock (as adding a contact takes it) keeps one link per card and customer.
    await repo.lockCustomerContacts(tx, c.id);
    if (card && (await cards.contactOfCard(tx, c.id, card.id, contact.id))) throw linkedAlready();
    await cards.setContactCard(tx, contact.id, card?.id ?? null);
  });
  return { ...presentContact({ ...contact, vcard_id: card?.id ?? null }), card };
}

// ------------------------------------------------------------------ the timeline hooks

/**
 * Something the user did with people on the platform, as the im, vcard and social modules report it
 * (modules/index.ts): `chat`, a message sent to them; `card`, cards exchanged with them (a card
 * handed in chat, a friend application) or theirs saved to the user's folder. `userId` is always the
 * authenticated caller of the write, `tenantId` the tenant of their session.
 */
export interface ContactTouch {
  tenantId: string;
  userId: string;
  /** The other people: the owners of the cards contacts are linked to. */
  peerIds: readonly string[];
  kind: 'chat' | 'card';
  via?: 'exchange' | 'folder';
}

/** 00:00 China Standard Time of the instant's day. */
const chinaDayStart = (now: Date) => new Date(`${todayInChina(now)}T00:00:00+08:00`);

/**
 * Logs the touch on the timeline of each customer the user sees (owner, collaborator or
 * administrator) whose contacts are linked to a card of one of the peers: one entry per contact,
 * user, kind and China day. Answers how many entries it wrote.
 */
export async function recordContactTouch(
  store: Store,
  event: ContactTouch,
  now = new Date(),
): Promise<number> {
  const peers = [...new Set(event.peerIds)].filter((p) => p !== event.userId);
  if (!peers.length) return 0;
  // eslint-disable-next-line no-restricted-syntax -- a person's cards live wherever they keep them (ids only)
  const cardIds = await cardIdsOfUsersAnyTenant(store.unscoped, peers);
  if (!cardIds.length) return 0;
  // eslint-disable-next-line no-restricted-syntax -- the tenant of the caller's session, from the verified token the write ran under
  const scope = store.forTenant(event.tenantId, event.userId);
  // Most messages reach no one linked to a contact: one indexed look, then the caller's rights.
  if (!(await cards.anyContactOfCards(scope, cardIds))) return 0;
  const viewer = await viewerOf(store.db, scope, event.userId);
  const contacts = await cards.linkedContacts(scope, viewer, cardIds);
  if (!contacts.length) return 0;
  return scope.transaction(async (tx) => {
    await cards.lockTouches(tx, event.userId, event.kind);
    const done = await cards.touchedSince(
      tx,
      event.userId,
      event.kind,
      contacts.map((c) => c.id),
      chinaDayStart(now),
    );
    let written = 0;
    for (const contact of contacts) {
      if (done.has(contact.id)) continue;
      await insertActivity(tx, {
        customerId: contact.customerId,
        dealId: null,
        userId: event.userId,
        kind: event.kind,
        params: {
          contact: contact.name,
          contactId: contact.id,
          ...(event.kind === 'card' ? { via: event.via ?? 'exchange' } : {}),
        },
        at: now,
      });
      await repo.touchCustomer(tx, contact.customerId, now);
      written++;
    }
    return written;
  });
}

/** The hook modules/index.ts hands to im, vcard and social: never throws (a failure is logged). */
export function contactTouched(app: {
  ctx: { store: Store };
  log: { warn(obj: object, msg: string): void };
}) {
  return async (event: ContactTouch): Promise<void> => {
    try {
      await recordContactTouch(app.ctx.store, event);
    } catch (err) {
      app.log.warn({ err, touch: event.kind }, 'customers: logging a contact touch failed');
    }
  };
}
