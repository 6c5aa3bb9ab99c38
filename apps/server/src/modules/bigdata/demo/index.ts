/**
 * Demo entry of the bigdata module: the deterministic enterprise data generator and the demo loader
 * (seedDemoEnterprises). Not re-exported by the module's index.ts: only the demo loader
 * (src/demo/), tests and benchmarks import it, so the production bundle loads it only when seeding.
 */
export { seedDemoEnterprises, type SeedOptions } from './seed';
// The generated region facts and parks (docs/attract.md).
export { seedRegionFacts } from '../region-facts';
export { generateRegionFacts } from '../region-facts-generate';
export { recordOfGenerated } from './from-generator';
export { inputOfGenerated } from './import-input';
export {
  buildUscc,
  companyIdOf,
  DEFAULT_END_DATE,
  generateDataset,
  type Dataset,
  type DatasetOptions,
} from './generator';
// Two imports waiting on the operator's console (docs/enterprise-import.md).
export { DEMO_IMPORTS, seedDemoImports } from './imports';
