import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { DataDirLockedError } from './db/lock';
import { demoAccountsText, seedIfEmpty } from './db/seed';
import { seedDemoEnterprises } from './modules/bigdata';
import { seedDemoCards } from './modules/vcard/demo';
import { seedDemoFriendApplications, seedDemoFriends } from './modules/social/demo';
import { seedDemoChat } from './modules/im/demo';
import { seedDemoPartner } from './modules/widget';
import { seedDemoChains } from './modules/chain';
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
    await seedEnterprises(app.ctx.store, config, log);
    // Cards link to the demo companies: after them, once.
    if (await seedDemoCards(app.ctx.store)) log.info('demo business cards seeded');
    if (await seedDemoChains(app.ctx.store)) log.info('demo user chain seeded');
    if (await seedDemoFriendApplications(app.ctx.store)) log.info('demo friend applications seeded');
    if (await seedDemoFriends(app.ctx.store)) log.info('demo friends seeded');
    // After the cards (card messages) and the friendships.
    if (await seedDemoChat(app.ctx.store)) log.info('demo chat seeded');
    await seedDemoPartner(app.ctx.store, config.widgetPartner);
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

/** The demo companies, once (a first start, or a data directory from before they existed). */
async function seedEnterprises(
  store: Parameters<typeof seedDemoEnterprises>[0],
  config: { demoCompanies: number; demoSeed: string },
  log: { info(msg: string): void },
): Promise<void> {
  const started = Date.now();
  let announced = false;
  const loaded = await seedDemoEnterprises(store, {
    seed: config.demoSeed,
    companies: config.demoCompanies,
    onProgress: (stored) => {
      if (!announced) log.info(`loading ${config.demoCompanies} demo companies (first start only)…`);
      announced = true;
      if (stored % 5000 === 0) log.info(`  ${stored} companies`);
    },
  });
  if (loaded) log.info(`demo companies loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
