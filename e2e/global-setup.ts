import { prepareTemplates } from './helpers/data-templates';
import { startServer } from './helpers/server';

/** Seeds the journeys' data templates once (helpers/data-templates.ts); removes them at the end. */
export default async function setup(): Promise<() => void> {
  return prepareTemplates(async (companies, dataDir) => {
    // The template's seed is the one full demo load (every module's demo data, then the companies):
    // its time grows with the machine's load, so only a hang (10 min) ends the wait; every journey
    // then starts from the copied template within the usual 90 s.
    const server = await startServer(
      { DEMO_COMPANIES: companies },
      { dataDir, fromTemplate: false, readyWithinMs: 600_000 },
    );
    await server.close();
  });
}
