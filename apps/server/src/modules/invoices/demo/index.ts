/** Demo entry of the invoices module: the demo loader and tests only. */
export { seedDemoInvoices } from './seed';
