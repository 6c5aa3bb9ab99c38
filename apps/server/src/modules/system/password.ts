import type { z } from 'zod';
import type { systemApi } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { AuthUser } from '../../lib/auth';
import { badRequest } from '../../lib/errors';
import { findUserById, hashPassword, updatePasswordHash, verifyPassword } from '../accounts';
import { assertNotLocked, clearFailures, failureKey, recordFailure, revokeOtherSessions } from '../auth';

type ChangePasswordInput = z.output<typeof systemApi.updatePassword.input>;

/**
 * Changes the signed-in user's password. The current password is a guess like a login's: wrong
 * ones count toward the login lock of this account and address, and a locked account is refused
 * before the password is checked, so the right one does not get through until the lock expires.
 */
export async function changePassword(db: Q, user: AuthUser, input: ChangePasswordInput, ip: string) {
  if (input.newPassword.toLowerCase() !== input.newPassword1.toLowerCase())
    throw badRequest('passwordsDiffer');
  if (input.newPassword.toLowerCase() === input.oldPassword.toLowerCase())
    throw badRequest('passwordUnchanged');
  const account = failureKey('', user.userId);
  await assertNotLocked(db, account, ip, 'passwordChangeLocked');
  const row = await findUserById(db, user.userId);
  if (!row || !(await verifyPassword(row.password_hash, input.oldPassword))) {
    await recordFailure(db, account, ip);
    throw badRequest('oldPasswordWrong');
  }
  await clearFailures(db, account, ip);
  await updatePasswordHash(db, user.userId, await hashPassword(input.newPassword));
  // A changed password ends every other login of this user.
  await revokeOtherSessions(db, user.userId, user.sessionId, 'password_changed');
  return true;
}
