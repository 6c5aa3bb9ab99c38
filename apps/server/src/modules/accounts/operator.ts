import { DEFAULT_TENANT_ID } from '@platform/contracts';
import type { QueriesOf } from '../../db/module-store';
import { membership } from './repo';

/**
 * The platform operator: an administrator of the platform's own tenant (000000), signed into it.
 * Customers' administrators are administrators of their own tenants and never pass.
 */
export async function isPlatformOperator(
  db: QueriesOf<'accounts'>,
  user: { userId: string; tenantId: string },
): Promise<boolean> {
  if (user.tenantId !== DEFAULT_TENANT_ID) return false;
  return (await membership(db, user.userId, user.tenantId))?.is_admin === true;
}
