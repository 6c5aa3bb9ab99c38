/** Demo entry of the widget module (the demo partner): imported by the demo loader (src/demo/) and tests only. */
export { DEMO_PARTNER_ID, seedDemoPartner } from './seed';
