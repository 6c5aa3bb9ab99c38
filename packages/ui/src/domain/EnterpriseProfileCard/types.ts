import type { CapabilityScores } from '../../helpers/capability';
import type { TagList } from '../../helpers/enterprise';
import type { FollowState } from '../FollowButton';

type Text = string | null | undefined;
type Amount = number | string | null | undefined;

/** industrLayoutList item; the industry page opens only when industryCode exists. */
export interface IndustryLayout {
  industryCode?: Text;
  industryName: string;
}

/** stockInfoList item. */
export interface StockInfo {
  stockTypeName?: Text;
  stockName?: Text;
  stockCode?: Text;
}

/** majorShareholders item; holderEntityType "2" means a company (clickable when it has an id). */
export interface MajorShareholder {
  holderEntityId?: string | number | null;
  holderEntityType?: string | number | null;
  holderEntityName: string;
  /** Shareholding, shown as given (e.g. 35.5% or 0.355). */
  ratio?: Amount;
}

/** relatedCompany item, each with follow, profile and monitor actions. */
export interface RelatedCompany {
  companyId: string;
  companyName: string;
  relation?: Text;
  isFollow?: FollowState | boolean | null;
}

/** One bar of the investment distribution by industry or by region. */
export interface DistributionItem {
  name: string;
  value?: Amount;
}

/** Capability scores (spec 2 §3) with the investment distributions. */
export interface ProfileScores extends CapabilityScores {
  isListed?: boolean | number | null;
  industrDistribution?: DistributionItem[] | null;
  regionalDistribution?: DistributionItem[] | null;
}

/** Cancellation info (spec 2 §3), from the cancellation-info call. */
export interface CancellationInfo {
  date: string;
  reason: string;
}

/**
 * Company detail of spec 2 §3, field names as the server sends them, so a response can be passed
 * straight in. Tag fields take a comma list or an array. An organisation's orgId / orgName can be
 * mapped with `orgToProfile`.
 */
export interface EnterpriseProfile {
  companyId: string;
  companyName?: Text;
  companyNameAlias?: Text;
  logoPath?: Text;
  regStatusName?: Text;
  regStatusCode?: Text;
  companyScaleTag?: Text;
  companyTypeTag?: Text;
  financingStageTag?: Text;
  qualificationTags?: TagList;
  industryFieldTags?: TagList;
  techFieldTags?: TagList;
  serviceAndProductTags?: TagList;
  circlesTags?: TagList;
  legalEntityName?: Text;
  regCapital?: Amount;
  esDt?: Text;
  uscNo?: Text;
  regAddr?: Text;
  operateAddr?: Text;
  businessScope?: Text;
  qualificationType?: Text;
  enqaTypeName?: Text;
  listTitle?: TagList;
  /** A level name, a level 1-10, or a score (above 10) mapped through the ten bands. */
  enterpriseLevel?: Amount;
  area?: Text;
  capitalType?: Text;
  managementSize?: Amount;
  investAmt?: Amount;
  investCnt?: Amount;
  descr?: Text;
  expansionTag?: Text;
  highlight?: Text;
  isFollow?: FollowState | boolean | null;
  isTop?: number | boolean | null;
  industrLayoutList?: IndustryLayout[] | null;
  stockInfoList?: StockInfo[] | null;
  majorShareholders?: MajorShareholder[] | null;
  realityControllingPerson?: Text;
  relatedCompany?: RelatedCompany[] | null;
  scores?: ProfileScores | null;
  orgId?: string | null;
  orgName?: Text;
}
