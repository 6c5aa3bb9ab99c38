export { CompanyResultItem, type CompanyResultItemProps, type CompanyResult } from './CompanyResultItem';
