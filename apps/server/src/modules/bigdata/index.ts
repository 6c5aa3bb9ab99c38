/**
 * Big data: the deterministic demo-data generator and the enterprise data store (seed, row
 * mapping). Other code uses it through this file only, like every module.
 */
export * from './generator';
export * from './store';

// Names of GB/T 2260 regions and GB/T 4754 industries (reports print them next to the codes).
export { regionFullName, regionNames } from './generator/regions';
export { getDivision, getSection } from './generator/industries';
