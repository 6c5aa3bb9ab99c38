import { prepareTemplates } from './helpers/data-templates';
import { startServer } from './helpers/server';

/** Seeds the journeys' data templates once (helpers/data-templates.ts); removes them at the end. */
export default async function setup(): Promise<() => void> {
  return prepareTemplates(async (companies, dataDir) => {
    const server = await startServer({ DEMO_COMPANIES: companies }, { dataDir, fromTemplate: false });
    await server.close();
  });
}
