export {
  OrgDetailTabs,
  type OrgDetailTabsProps,
  type OrgDetailTab,
  type OrgTablePage,
} from './OrgDetailTabs';
export type { OrgFundRow, OrgInvestRow, OrgRelatedRow } from './columns';
