/** Import of licensed company data from JSONL or CSV (docs/enterprise-import.md). */
export {
  importCompanies,
  validateSource,
  ImportConflictError,
  type ImportOptions,
  type ImportResult,
  type ImportCounts,
} from './importer';
export { openSource, ImportUsageError, type ImportSource, type SourceItem } from './sources';
export { companySchema, recordOfImported, type CompanyInput, type ImportedCompany } from './schema';
