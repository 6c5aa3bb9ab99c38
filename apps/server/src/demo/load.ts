/**
 * The demo data loader: what the server seeds at start with SEED=auto (the default), after the
 * migrations and the demo accounts (db/seed). main.ts imports this file dynamically and only then,
 * so the bundle keeps it, the enterprise data generator and every module's demo entry
 * (modules/<name>/demo) in a chunk of their own that production without the demo never loads.
 * Each step does nothing when its data is already there.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { seedDemoEnterprises } from '../modules/bigdata/demo';
import { seedDemoChains } from '../modules/chain/demo';
import { seedDemoPartner } from '../modules/widget/demo';
import { seedDemoChat } from '../modules/im/demo';
import { seedDemoFriendApplications, seedDemoFriends } from '../modules/social/demo';
import { addFollows } from '../modules/social';
import { seedDemoCards } from '../modules/vcard/demo';

type DemoConfig = Pick<Config, 'demoCompanies' | 'demoSeed' | 'widgetPartner'>;
interface Log {
  info(msg: string): void;
}

export async function loadDemo(app: FastifyInstance, config: DemoConfig, log: Log): Promise<void> {
  const store = app.ctx.store;
  await seedEnterprises(store, config, log);
  // Cards link to the demo companies: after them, once.
  if (await seedDemoCards(store, addFollows)) log.info('demo business cards seeded');
  if (await seedDemoChains(store)) log.info('demo user chain seeded');
  if (await seedDemoFriendApplications(store)) log.info('demo friend applications seeded');
  if (await seedDemoFriends(store)) log.info('demo friends seeded');
  // After the cards (card messages) and the friendships.
  if (await seedDemoChat(store)) log.info('demo chat seeded');
  await seedDemoPartner(store, config.widgetPartner);
}

/** The demo companies, once (a first start, or a data directory from before they existed). */
async function seedEnterprises(
  store: Parameters<typeof seedDemoEnterprises>[0],
  config: Pick<Config, 'demoCompanies' | 'demoSeed'>,
  log: Log,
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
