export { TreeChart, type TreeChartNode, type TreeChartProps } from './TreeChart';
