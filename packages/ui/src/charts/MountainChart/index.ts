export { MountainChart, type MountainChartProps, type MountainPoint } from './MountainChart';
