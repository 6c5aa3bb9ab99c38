/**
 * Big data: the deterministic demo-data generator and the enterprise data store (seed, row
 * mapping). Other code uses it through this file only, like every module.
 */
export * from './generator';
export * from './store';
export * from './import';
