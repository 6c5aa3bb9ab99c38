/** Demo entry of the sales module: the demo loader and tests only. */
export { DEMO_SALES_CODE, seedDemoSales } from './seed';
