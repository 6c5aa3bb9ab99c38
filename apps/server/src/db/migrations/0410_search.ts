/**
 * Company search (docs/search.md). No new columns: every search key is an index over the columns
 * of 0400_bigdata (name, alias, pinyin, initials, credit code), and the same SQL runs on PGlite and
 * PostgreSQL.
 *
 * - `search_bigrams(name, alias)`: the distinct character pairs of both, for an expression GIN index
 *   (array_ops). `@>` the keyword's pairs finds every name holding any 2+ consecutive characters of
 *   it (a LIKE recheck keeps the order); a trigram index cannot serve 2-character fragments.
 * - text_pattern_ops btrees for exact and prefix matches (LIKE 'k%' under any collation).
 * - pg_trgm GIN on the pinyin keys for pinyin fragments inside a name (LIKE '%k%', 3+ letters).
 *   The extension lives in `public` so that test schemas (search_path = their own schema) share it;
 *   the operator class is therefore written `public.gin_trgm_ops`.
 * - `(total_score desc, company_id)`: the ranking signal within a class, so that very common
 *   fragments walk matches in rank order and stop after one page instead of sorting every match.
 *   It includes the keys and the filter columns, so the walk is an index-only scan that never
 *   reads the wide table rows (1.3 GB at 1,000,000 companies);
 *   `(reg_capital, company_id)` and `(es_dt desc nulls last, company_id desc)` do the same for the
 *   other sorts (read backwards for ascending order).
 * - `company_layouts (node_code text_pattern_ops)`: a chain node with its descendants (LIKE 'IC02%').
 *
 * The function body has no `;` (migrate splits statements on `;` at line ends).
 */
export default /* sql */ `
create extension if not exists pg_trgm with schema public;

create function search_bigrams(name text, alias text) returns text[]
  language sql immutable strict parallel safe
  as $$
    select coalesce(array_agg(distinct substr(s.t, i.n, 2)), '{}'::text[])
    from (values (name), (alias)) as s(t), generate_series(1, char_length(s.t) - 1) as i(n)
  $$;

create index companies_search_bigrams on companies using gin (search_bigrams(company_name, company_name_alias));
create index companies_search_name on companies (company_name text_pattern_ops);
create index companies_search_alias on companies (company_name_alias text_pattern_ops);
create index companies_search_pinyin on companies (name_pinyin text_pattern_ops);
create index companies_search_initials on companies (name_initials text_pattern_ops);
create index companies_search_usc on companies (usc_no text_pattern_ops);
create index companies_search_pinyin_trgm on companies using gin (name_pinyin public.gin_trgm_ops);
create index companies_search_initials_trgm on companies using gin (name_initials public.gin_trgm_ops);
create index companies_search_rank on companies (total_score desc, company_id)
  include (company_name, company_name_alias, name_pinyin, name_initials, usc_no, region_code, city_code,
    province_code, industry_section_code, industry_division_code, reg_status_code, reg_capital, es_dt, is_listed);
create index companies_search_capital on companies (reg_capital, company_id);
create index companies_search_founded on companies (es_dt desc nulls last, company_id desc);
create index company_layouts_search_node on company_layouts (node_code text_pattern_ops, company_id);
`;
