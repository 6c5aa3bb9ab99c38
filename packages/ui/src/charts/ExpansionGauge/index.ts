export { ExpansionGauge, EXPANSION_MAX, type ExpansionGaugeProps } from './ExpansionGauge';
