/** Writing enterprise data: the row mapping and writer of the import CLI and the demo loader (demo/). */
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
export { refreshProfiles, refreshSignalsFromRecords } from './profiles-repo';
export { pinyinKeys } from './pinyin';
export type { CompanyRecord, ListingRecord, OrganisationRecord } from './records';
