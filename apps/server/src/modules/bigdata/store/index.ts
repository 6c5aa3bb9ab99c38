/** Writing enterprise data: the demo seed, and the row mapping and writer the import CLI shares. */
export { seedDemoEnterprises, type SeedOptions } from './seed';
export {
  companyRows,
  organisationRows,
  chainRows,
  provinceCodeOf,
  cityCodeOf,
  type CompanyRows,
} from './rows';
export { insertCompanies, insertChildren, COMPANY_CHILD_TABLES } from './writer';
export { insertRows } from './bulk-repo';
export { pinyinKeys } from './pinyin';
export type { CompanyRecord, ListingRecord, OrganisationRecord } from './records';
export { recordOfGenerated } from './from-generator';
