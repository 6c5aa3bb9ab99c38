/** Publications (issue 25): why an organisation administrator withdrew a member's publication. */
export default /* sql */ `
alter table publications add column withdraw_reason text;
`;
