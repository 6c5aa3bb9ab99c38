/** Demo entry of the queries module (each demo user's query history): the demo loader and tests only. */
export { seedDemoQueries } from './seed';
