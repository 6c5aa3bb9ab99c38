export { EnterpriseHeader, type EnterpriseHeaderProps, type EnterpriseSummary } from './EnterpriseHeader';
