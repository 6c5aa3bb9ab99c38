/**
 * Big data: for now the deterministic demo-data generator (no routes yet). Other code uses it
 * through this file only, like every module.
 */
export * from './generator';
