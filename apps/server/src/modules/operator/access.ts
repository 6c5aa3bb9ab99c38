import type { Store } from '../../db/kysely';
import type { AuthUser } from '../../lib/auth';
import { forbidden } from '../../lib/errors';
import { isPlatformOperator } from '../accounts';

/** Every console call first: the platform operator only, checked by the server on each call. */
export async function requireOperator(db: Store['db'], user: AuthUser): Promise<void> {
  if (!(await isPlatformOperator(db, user))) throw forbidden('operatorOnly');
}
