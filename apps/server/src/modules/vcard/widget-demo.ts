import type { Store } from '../../db/kysely';
import { cardCompanyAnyTenant } from './repo';

/** The demo card partners see on /widgets/demo.html: lina's default enterprise card (demo/seed.ts). */
export const DEMO_WIDGET_CARD_ID = '5000000000000000001';

/**
 * The demo card and its linked company; null without demo data. Ids only: the widgets read the
 * card through the public API.
 */
export async function demoWidgetIds(store: Store): Promise<{ vcardId: string; companyId: string } | null> {
  // eslint-disable-next-line no-restricted-syntax -- a fixed demo row, read for a public page
  const row = await cardCompanyAnyTenant(store.unscoped, DEMO_WIDGET_CARD_ID);
  return row ? { vcardId: row.id, companyId: row.company_id ?? '' } : null;
}
