export { CapabilityRadar, type CapabilityRadarProps } from './CapabilityRadar';
