export { CapabilityRadar, type CapabilityRadarProps } from './CapabilityRadar';
export { LazyCapabilityRadar } from './LazyCapabilityRadar';
