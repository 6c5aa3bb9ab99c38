/**
 * The operator edits the editions and their prices (issue 32 item 3; docs/operator.md):
 * - `version` on meals and goods: a save names the version it read, so of two operators saving the
 *   same row the second is told instead of overwriting;
 * - `retired` on goods: a price that orders refer to is never deleted (an order keeps its own price
 *   and period, and its goods row), it stops being offered.
 */
export default /* sql */ `
alter table pay_meals add column version integer not null default 0;
alter table pay_goods add column version integer not null default 0;
alter table pay_goods add column retired boolean not null default false;
`;
