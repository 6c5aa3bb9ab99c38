/** Demo entry of the media-tracking module: the demo loader and tests only. */
export { DEMO_MEDIA_DAYS, seedDemoMediaTracking } from './seed';
