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
export {
  companyIdOfCredit,
  companySchema,
  recordOfImported,
  type CompanyInput,
  type ImportedCompany,
} from './schema';
// The operator console's imports (issue 32 item 5): the operator module's calls.
export * as consoleImports from './runs';
export { importRunnerOf } from './jobs';
export { IMPORT_FAIL_REASONS } from './runner';
