export { EnergyLevel, ENERGY_LEVEL_MAX, type EnergyLevelProps, type EnergyLevelInfo } from './EnergyLevel';
