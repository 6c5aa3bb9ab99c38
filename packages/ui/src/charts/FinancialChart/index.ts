export { FinancialChart, type FinancialChartProps, type FinancialChartRow } from './FinancialChart';
