/** Demo entry of the organisation centre: the demo loader and tests only. */
export { DEMO_INVITATION_TOKEN, seedDemoOrgCentre } from './seed';
