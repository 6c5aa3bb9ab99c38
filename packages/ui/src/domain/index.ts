// @platform/ui/domain: product components built from the primitives; each works inside a shadow root.
export * from './AreaSelector';
export * from './QRPayPanel';
export * from './EnterpriseLogo';
export * from './AvatarImage';
export * from './BusinessCardView';
export * from './CardDetailPopup';
export * from './EnterpriseHeader';
export * from './CardUpdateReminder';
export * from './FollowButton';
export * from './ReportDialog';
export * from './TrendDialog';
export * from './DynamicsList';
export * from './StockQuotePanel';
export * from './FinancialTable';
export * from './EnergyLevel';
