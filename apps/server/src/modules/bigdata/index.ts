/**
 * Big data: for now the deterministic demo-data generator (no routes yet). Other code uses it
 * through this file only, like every module.
 */
export * from './generator';

// Names of GB/T 2260 regions and GB/T 4754 industries (reports print them next to the codes).
export { regionFullName, regionNames } from './generator/regions';
export { getDivision, getSection } from './generator/industries';
