export { FinancialTable, type FinancialTableProps } from './FinancialTable';
export { financialCell, type FinancialColumn, type FinancialRow } from './financial';
