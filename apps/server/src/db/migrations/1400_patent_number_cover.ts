/**
 * 专利's number search (docs/patents.md): the number index also covers the application day and
 * the id, so a number prefix's page is ordered from the index alone (no patent row read for the
 * tens of thousands a broad prefix such as CN2025 matches). It replaces the plain number index of
 * migration 1280.
 */
export default /* sql */ `
create index company_patents_search_no_cover on company_patents (patent_no text_pattern_ops) include (applied_on, id);
drop index company_patents_search_no;
`;
