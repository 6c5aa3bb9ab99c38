export { KLineChart, type KLineChartProps } from './KLineChart';
export { toKLineRows, sampleKLine, type KLineRow, type KLineTuple } from './kline';
