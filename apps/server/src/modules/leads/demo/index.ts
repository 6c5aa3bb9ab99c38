/** Demo entry of the leads module (陈静's organisation's lead lists): the demo loader and tests only. */
export { DEMO_OWNER, DEMO_SUNLI, DEMO_TENANT, DEMO_ZHOULEI, seedDemoLeads } from './seed';
