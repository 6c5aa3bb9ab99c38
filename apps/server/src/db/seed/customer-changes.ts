import type { Queryable } from '../db';
import { CUSTOMERS, USERS, WHITE_LABEL_CODE } from './demo-data';

/**
 * Two demo entries of the white-label customer's change history (docs/operator.md "Customers"):
 * the operator made it, then changed its brand colour and theme.
 */
export async function seedCustomerChanges(tx: Queryable): Promise<void> {
  const c = CUSTOMERS.find((x) => x.code === WHITE_LABEL_CODE);
  const operator = USERS.find((u) => u.account === 'admin');
  if (!c || !operator) return;
  const made = {
    domains: c.domains,
    platformName: c.platformName,
    servicePhone: c.phone,
    companyName: c.companyName,
    theme: 'blue',
    brandColor: '#127A55',
  };
  const changed = { ...made, theme: c.theme, brandColor: c.brandColor };
  const entries = [
    { before: null, after: made, at: '2026-09-01T02:30:00Z' },
    { before: made, after: changed, at: '2026-10-12T06:05:00Z' },
  ];
  for (const e of entries)
    await tx.query(
      `insert into customer_changes (customer_code, user_id, user_name, changed_at, before, after)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        c.code,
        operator.id,
        operator.realName || operator.account,
        e.at,
        e.before ? JSON.stringify(e.before) : null,
        JSON.stringify(e.after),
      ],
    );
}
