import type { KlineRow } from '../quotes';
import type { Company, InvestmentOrganisation } from '../types';

/**
 * What the loader stores of one company. The generator's `Company` is one; the import CLI builds
 * them from an operator's file. Fields the tables do not keep (names of regions and industries,
 * which the server looks up from the codes) are left out.
 */
export type CompanyRecord = Pick<
  Company,
  | 'companyId'
  | 'companyName'
  | 'companyNameAlias'
  | 'logoPath'
  | 'uscNo'
  | 'regStatusCode'
  | 'regStatusName'
  | 'cancellation'
  | 'legalEntityName'
  | 'regCapital'
  | 'regCapitalCurrency'
  | 'esDt'
  | 'registrationAuthority'
  | 'regAddr'
  | 'operateAddr'
  | 'businessScope'
  | 'phone'
  | 'email'
  | 'regionCode'
  | 'industrySectionCode'
  | 'industryDivisionCode'
  | 'companyScaleTag'
  | 'companyTypeTag'
  | 'financingStageTag'
  | 'enqaTypeName'
  | 'qualificationType'
  | 'listTitle'
  | 'enterpriseLevel'
  | 'capitalType'
  | 'managementSize'
  | 'employees'
  | 'investAmt'
  | 'investCnt'
  | 'descr'
  | 'expansionTag'
  | 'highlight'
  | 'qualificationTags'
  | 'industryFieldTags'
  | 'techFieldTags'
  | 'serviceAndProductTags'
  | 'circlesTags'
  | 'tagChanges'
  | 'majorShareholders'
  | 'realityControllingPerson'
  | 'relatedCompany'
  | 'financials'
  | 'capability'
  | 'energyLevelInfo'
  | 'dynamics'
  | 'patents'
  | 'changes'
> & {
  /** Chain node codes the company belongs to (industry layout). */
  layoutNodeCodes: readonly string[];
  listings: readonly ListingRecord[];
};

export interface ListingRecord {
  stockCode: string;
  stockTypeName: string;
  stockName: string;
  exchange: string;
  exchangeName: string;
  listDate: string;
  totalShares: number;
  floatShares: number;
  /** Daily rows, oldest first. */
  daily: readonly KlineRow[];
}

export type OrganisationRecord = InvestmentOrganisation;
