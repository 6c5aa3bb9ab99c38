export { FunnelChart, type FunnelChartProps, type FunnelStage } from './FunnelChart';
