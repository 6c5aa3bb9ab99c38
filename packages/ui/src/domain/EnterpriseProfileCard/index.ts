export { EnterpriseProfileCard, type EnterpriseProfileCardProps } from './EnterpriseProfileCard';
export { PROFILE_QR_SIZE } from './ProfileQr';
export {
  dateOnly,
  enterpriseLevelName,
  fieldTagGroups,
  isClickableShareholder,
  orgToProfile,
  profileFromDetail,
  profileRoutes,
} from './profile';
export type {
  CancellationInfo,
  DistributionItem,
  EnterpriseProfile,
  IndustryLayout,
  MajorShareholder,
  ProfileScores,
  RelatedCompany,
  StockInfo,
} from './types';
