/**
 * The profile columns of every company, narrow (docs/leads.md, Speed): what 精准拓客's profile
 * filters and look-alike read, about a tenth of a companies row, kept in score order, so a count
 * scans 140 MB instead of 1.3 GB at 1,000,000 companies and a ranked page walks the score index;
 * one index per filter lets a count combine the selective ones (bitmaps, all-visible pages unread).
 * Written with the company by the bigdata store (insertChildren), filled here for the data a
 * database holds already.
 */
export default /* sql */ `
create table company_profiles (
  company_id text primary key references companies on delete cascade,
  total_score smallint not null,
  grow_score smallint not null,
  industry_section_code text not null,
  industry_division_code text not null,
  province_code text not null,
  city_code text not null,
  region_code text not null,
  reg_status_code text not null,
  reg_capital float8 not null,
  es_dt date,
  is_listed boolean not null,
  company_scale_tag text not null,
  financing_stage_tag text not null,
  company_type_tag text not null,
  invest_cnt integer not null,
  qualification_tags text[] not null
);
insert into company_profiles
select company_id, total_score, grow_score, industry_section_code, industry_division_code,
  province_code, city_code, region_code, reg_status_code, reg_capital, es_dt, is_listed,
  company_scale_tag, financing_stage_tag, company_type_tag, invest_cnt, qualification_tags
from companies order by total_score desc, company_id;
create index company_profiles_rank on company_profiles (total_score desc, company_id);
create index company_profiles_section on company_profiles (industry_section_code);
create index company_profiles_division on company_profiles (industry_division_code);
create index company_profiles_province on company_profiles (province_code);
create index company_profiles_city on company_profiles (city_code);
create index company_profiles_region on company_profiles (region_code);
create index company_profiles_capital on company_profiles (reg_capital);
create index company_profiles_founded on company_profiles (es_dt);
create index company_profiles_scale on company_profiles (company_scale_tag);
create index company_profiles_financing on company_profiles (financing_stage_tag);
create index company_profiles_type on company_profiles (company_type_tag);
create index company_profiles_listed on company_profiles (company_id) where is_listed;
create index company_profiles_investing on company_profiles (company_id) where invest_cnt > 0;
create index company_profiles_qualifications on company_profiles using gin (qualification_tags);
`;
