/**
 * 专利, the patent search (issue 28 item 7; docs/patents.md): indexes over bigdata's
 * `company_patents` (migration 1140) for the module `patents`, which reads it as part of the
 * enterprise read model. No new column, and the same SQL on PGlite and PostgreSQL.
 *
 * - `search_bigrams` (migration 0410) over the lower-cased title and applicant, GIN: a keyword's
 *   character pairs find every patent whose title or applicant holds them (LIKE rechecks the
 *   order). Titles are Chinese: pg_trgm's trigrams do not serve 2-character fragments (nor CJK
 *   characters under the C locale), the pairs do, as the company search does.
 * - `patent_no text_pattern_ops`: the start of an application number (LIKE 'CN2023%').
 * - `ipc text_pattern_ops`: an IPC prefix (LIKE 'H01M%').
 * - `(applied_on desc, id desc)` and `(kind, applied_on desc, id desc)`: the list's order, read
 *   from an index and stopped after one page, with or without a kind.
 * - `company_layouts (chain_code, company_id)`: a chain's companies for the chain's statistics.
 */
export default /* sql */ `
create index company_patents_search_bigrams on company_patents
  using gin (search_bigrams(lower(title), lower(applicant)));
create index company_patents_search_no on company_patents (patent_no text_pattern_ops);
create index company_patents_search_ipc on company_patents (ipc text_pattern_ops);
create index company_patents_newest on company_patents (applied_on desc, id desc);
create index company_patents_kind_newest on company_patents (kind, applied_on desc, id desc);
create index company_layouts_chain_company on company_layouts (chain_code, company_id);
`;
