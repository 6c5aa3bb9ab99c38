export { startServer, freePort, type RunningServer } from './server';
export { launchBrowser } from './browser';
export { useJourney, type Journey } from './journey';
export { passwordLogin } from './login';
