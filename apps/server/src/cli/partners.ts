/**
 * The operator's tool for the partner sites that embed the widgets (docs/widgets-partners.md):
 *
 *   npm run partners -- list
 *   npm run partners -- allow <customer> <origin> [--partner <id>] [--name <name>]
 *   npm run partners -- remove <partner> <origin>
 *   npm run partners -- secret <partner> [--rotate]
 *   npm run partners -- rate <partner> <requests per minute>
 *
 * Same configuration as the server: DATABASE_URL for PostgreSQL (changes apply at once), otherwise
 * the PGlite folder under DATA_DIR, whose lock it takes: stop the server first. Exit codes: 0 done,
 * 1 refused (nothing written), 2 bad arguments, 4 the database cannot be opened.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/lock';
import { migrate } from '../db/migrate';
import { openDatabase, type OpenedDb } from '../db/open';
import { createStore, type Q } from '../db/kysely';
import {
  PartnerAdminError,
  allowOrigin,
  listPartnerSummaries,
  partnerSecret,
  removeOrigin,
  setRate,
  type PartnerSummary,
} from '../modules/widget';

const USAGE = `usage: npm run partners -- list
       npm run partners -- allow <customer> <origin> [--partner <id>] [--name <name>]
       npm run partners -- remove <partner> <origin>
       npm run partners -- secret <partner> [--rotate]
       npm run partners -- rate <partner> <requests per minute>`;

const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);
const show = (p: PartnerSummary) =>
  out(
    `${p.id}  customer ${p.customer}  ${p.ratePerMinute}/min  ${p.name}\n  ${p.origins.join('\n  ') || '(no origins)'}`,
  );

async function run(db: Q, command: string, args: string[], flags: Flags): Promise<number> {
  const need = (n: number) => {
    if (args.length !== n) throw new UsageError();
  };
  switch (command) {
    case 'list': {
      need(0);
      const partners = await listPartnerSummaries(db);
      if (!partners.length) out('no partners yet');
      partners.forEach(show);
      return 0;
    }
    case 'allow': {
      need(2);
      const { partner, secret } = await allowOrigin(db, {
        customer: args[0]!,
        origin: args[1]!,
        id: flags.partner,
        name: flags.name,
      });
      show(partner);
      if (secret) out(`secret (give it to the partner's backend; shown once): ${secret}`);
      return 0;
    }
    case 'remove':
      need(2);
      show(await removeOrigin(db, args[0]!, args[1]!));
      return 0;
    case 'secret':
      need(1);
      out(await partnerSecret(db, args[0]!, flags.rotate));
      return 0;
    case 'rate':
      need(2);
      show(await setRate(db, args[0]!, Number(args[1])));
      return 0;
    default:
      throw new UsageError();
  }
}

class UsageError extends Error {}
interface Flags {
  partner?: string;
  name?: string;
  rotate: boolean;
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        partner: { type: 'string' },
        name: { type: 'string' },
        rotate: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (e) {
    err(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, ...args] = parsed.positionals;
  if (parsed.values.help || !command) {
    (parsed.values.help ? out : err)(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  let opened: OpenedDb;
  try {
    opened = await openDatabase(loadConfig());
  } catch (e) {
    if (e instanceof DataDirLockedError) err(`${e.message}\nStop the server first, then run this again.`);
    else if (e instanceof ConfigError) err(e.message);
    else err(`cannot open the database: ${(e as Error).message}`);
    return 4;
  }
  try {
    await migrate(opened.db);
    return await run(createStore(opened.db).db, command, args, parsed.values);
  } catch (e) {
    if (e instanceof UsageError) {
      err(USAGE);
      return 2;
    }
    if (e instanceof PartnerAdminError) {
      err(e.message);
      return 1;
    }
    throw e;
  } finally {
    await opened.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    err(`partners failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exit(3);
  },
);
