/**
 * 金融拓客 (issue 26 item 4; docs/leads.md): the bank's products to pitch to a lead
 * (workingCapital, equity, bond, leasing), set with leadProducts and filtered on the lead page.
 */
export default /* sql */ `
alter table leads add column product_tags text[] not null default '{}';
`;
