export { SeriesChart, type Series, type SeriesChartProps } from './SeriesChart';
