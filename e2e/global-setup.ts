import { prepareTemplates } from './helpers/data-templates';
import { startServer } from './helpers/server';
import { startServerPool } from './helpers/server-pool';

/**
 * Seeds the journeys' data templates once (helpers/data-templates.ts) and starts the pool that keeps
 * the next journey's server ready (helpers/server-pool.ts); stops both at the end.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const removeTemplates = await prepareTemplates(async (companies, dataDir) => {
    // The template's seed is the one full demo load (every module's demo data, then the companies):
    // its time grows with the machine's load, so only a hang (10 min) ends the wait; every journey
    // then starts from the copied template within the usual 90 s.
    const server = await startServer(
      { DEMO_COMPANIES: companies },
      { dataDir, fromTemplate: false, readyWithinMs: 600_000 },
    );
    await server.close();
  });
  const stopPool = await startServerPool();
  return async () => {
    await stopPool();
    removeTemplates();
  };
}
