/**
 * Contacts linked to business cards (issue 26 leftovers; docs/customers.md "Contacts and business
 * cards"): a contact of a customer may name the open card of that customer's company it was made
 * from (`vcard_id`; the card may live in any tenant, so no foreign key: a card deleted or made
 * private later shows as unavailable, and the link stays until a user removes it). The timeline
 * gains two kinds the server writes: `chat` (a message to a linked contact's card owner) and
 * `card` (cards exchanged with, or saved from, a linked contact), at most one of each per contact,
 * user and China day.
 *
 * Indexes: linked contacts by card (the chat and card hooks find them on every send), and the
 * open cards of a company (the lead's and the customer's 平台名片 list reads them by company).
 */
export default /* sql */ `
alter table crm_contacts add column vcard_id text;
create index crm_contacts_by_card on crm_contacts (tenant_id, vcard_id) where vcard_id is not null;

alter table crm_activities drop constraint crm_activities_kind_check;
alter table crm_activities add constraint crm_activities_kind_check
  check (kind in ('note', 'call', 'meeting', 'visit', 'email', 'created', 'stage', 'lead', 'task', 'owner', 'deal', 'chat', 'card'));

create index vcards_open_by_company on vcards (company_id) where company_id is not null and if_opened and not is_deleted;
`;
