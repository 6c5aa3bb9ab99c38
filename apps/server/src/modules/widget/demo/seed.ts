import { randomBytes } from 'node:crypto';
import type { Store } from '../../../db/kysely';
import { defaultCustomerCode } from '../../accounts';
import * as repo from '../repo';

export const DEMO_PARTNER_ID = 'demo-partner';
/** The portal's Vite dev server calls the API from its own origin. */
const DEV_ORIGINS = ['http://localhost:5173'];

/**
 * The default customer's demo partner, on every start: its origins are the dev server's plus
 * WIDGET_PARTNER_ORIGINS (comma-separated), its secret WIDGET_PARTNER_SECRET or, without one, the
 * secret it already has (random the first time). Print it with
 * `npm run partners -- secret demo-partner`.
 */
export async function seedDemoPartner(
  store: Store,
  env: { origins?: string; secret?: string },
): Promise<void> {
  const db = store.db;
  const customerCode = await defaultCustomerCode(db);
  if (!customerCode) return;
  const extra = (env.origins ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o.length > 0);
  const existing = await repo.partnerById(db, DEMO_PARTNER_ID);
  await repo.upsertPartner(db, {
    id: DEMO_PARTNER_ID,
    customer_code: customerCode,
    name: '演示合作方',
    origins: [...new Set([...DEV_ORIGINS, ...extra])],
    secret: env.secret || existing?.secret || randomBytes(32).toString('hex'),
  });
}
