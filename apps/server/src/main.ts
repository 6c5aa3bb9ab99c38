import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { DataDirLockedError } from './db/lock';
import { demoAccountsText, seedIfEmpty } from './db/seed';
import { loadJwtKey } from './secrets';

async function main(): Promise<void> {
  const config = loadConfig();
  const opened = await openDatabase(config);
  const app = await buildApp({ config, db: opened.db, jwtKey: loadJwtKey(config) });
  const log = app.log;
  log.info(`database: ${opened.describe}`);
  log.info(`mode: ${config.mode}`);

  const applied = await migrate(opened.db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  const seeded = config.seed === 'auto' && (await seedIfEmpty(opened.db));
  if (config.seed === 'auto') {
    // The demo loader, the data generator and the modules' demo seeds are a chunk of their own in
    // the bundle (build.mjs), loaded only here.
    const { loadDemo } = await import('./demo/load');
    await loadDemo(app, config, log);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    await app.close();
    await opened.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  const url = `http://localhost:${port}`;
  const banner = [
    '',
    `Platform is running at ${url}${seeded ? '  (demo data seeded)' : ''}`,
    demoAccountsText(url),
    '',
  ].join('\n');
  process.stdout.write(`${banner}\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
