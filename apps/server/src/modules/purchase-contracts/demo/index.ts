/** Demo entry of the purchase-contracts module: the demo loader and tests only. */
export { seedDemoPurchaseContracts } from './seed';
