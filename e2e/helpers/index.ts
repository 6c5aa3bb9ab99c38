export { startServer, freePort, type RunningServer } from './server';
export { launchBrowser } from './browser';
