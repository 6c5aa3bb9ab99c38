/** The chat demo data (loaded by the demo loader, never by the module itself). */
export { seedDemoChat } from './seed';
