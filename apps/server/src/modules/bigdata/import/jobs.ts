import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import {
  createImportRunner,
  IMPORT_RUNNER_TIMING,
  TEST_IMPORT_RUNNER_TIMING,
  type ImportRunner,
} from './runner';

const runners = new WeakMap<AppContext, ImportRunner>();

/** The console's import runner of a server, started when it is ready and stopped when it closes. */
export function startImportJobs(app: FastifyInstance): void {
  const { store, files, log, config, db } = app.ctx;
  const runner = createImportRunner({
    store,
    files,
    log,
    timing: config.mode === 'test' ? TEST_IMPORT_RUNNER_TIMING : IMPORT_RUNNER_TIMING,
    // Embedded PGlite locks its data folder: no other process can be running an import.
    exclusive: db.kind === 'pglite',
  });
  runners.set(app.ctx, runner);
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
}

/** Wakes the server's import runner (a file was uploaded, a write started). */
export const importRunnerOf = (ctx: AppContext): ImportRunner | undefined => runners.get(ctx);
