/** Demo entry of the customers module (陈静's organisation's customers): the demo loader and tests only. */
export { DEMO_CUSTOMERS, seedDemoCustomers } from './seed';
export { DEMO_BIG_DEAL, DEMO_VIEWS, seedDemoViews } from './views';
