export { RadarChart, type RadarAxis, type RadarChartProps, type RadarSeries } from './RadarChart';
