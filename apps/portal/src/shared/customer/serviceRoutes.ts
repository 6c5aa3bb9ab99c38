import { ProfessionalService } from '@platform/contracts/constants';

/** Where each professional service (spec 1 §2) leads; 10000017 asks the server for a link. */
export const SERVICE_ROUTES: Record<string, string> = {
  [ProfessionalService.PRECISE_CUSTOMER]: '/toker/tokerIndex',
  [ProfessionalService.PRECISE_CUSTOMER_FINANCE]: '/tokerFinance/tokerFinanceIndex',
  [ProfessionalService.CUSTOMER_MANAGEMENT]: '/customer/customerIndex',
  [ProfessionalService.MEMBER_MANAGEMENT]: '/member/memberManage',
  [ProfessionalService.PRECISE_INVESTMENT]: '/business/index',
  [ProfessionalService.GOV_ENTERPRISE]: '/politicsHome/politicsIndex',
  [ProfessionalService.INDUSTRY_GRAPH]: '/proGraph/index',
  [ProfessionalService.INDUSTRY_ANALYSIS]: '/serve/induAnalysis',
  [ProfessionalService.BENCHMARKING]: '/serve/induCompare',
  [ProfessionalService.DIAGNOSIS]: '/serve/industryDiag',
};

export const PURCHASED_LABEL = '已购买';
