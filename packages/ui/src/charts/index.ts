// @platform/ui/charts: echarts-based charts, a separate entry so primitives never pull echarts in.
export * from './CapabilityRadar';
export * from './KLineChart';
export * from './MountainChart';
export * from './ExpansionGauge';
export * from './FinancialChart';
export * from './ChainGraph';
export * from './SeriesChart';
export * from './TreeChart';
export * from './RelationGraph';
export * from './FunnelChart';
export * from './RadarChart';
