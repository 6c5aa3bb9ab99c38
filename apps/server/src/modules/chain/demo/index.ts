/** Demo entry of the chain module (the demo user chain): imported by the demo loader (src/demo/) and tests only. */
export { DEMO_CHAIN, seedDemoChains } from './seed';
