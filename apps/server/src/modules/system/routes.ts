import type { FastifyInstance } from 'fastify';
import { ResultCode, systemApi } from '@platform/contracts';
import { AppError, badRequest } from '../../lib/errors';
import { createRouter } from '../../lib/route';
import {
  findUserByPhone,
  hashPassword,
  memberships,
  updatePasswordHash,
  updatePhone,
  updateProfile,
} from '../accounts';
import { revokeOtherSessions } from '../auth';
import { changePassword } from './password';
import { verifyCode } from '../resource';
import { dictionary } from './repo';
import { customerDetail, userInfo, userInfoNoDen, userSetting } from './service';

/** Password changes per IP and minute; wrong current passwords also lock (password.ts). */
export const PASSWORD_CHANGES_PER_MINUTE = 20;
/** Phone changes and password resets per IP and minute: each checks an SMS code and hashes. */
export const CODE_CHECKED_CHANGES_PER_MINUTE = 10;

export function systemRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const db = app.ctx.store.db;
  const codeChecked = { rateLimitPerMinute: CODE_CHECKED_CHANGES_PER_MINUTE };

  r(systemApi.customerDetail, async ({ input, request }) =>
    customerDetail(db, input.domain ?? request.hostname),
  );

  r(systemApi.dictionary, async ({ input }) => dictionary(db, input.code));

  r(systemApi.userInfo, async ({ user }) => userInfo(db, user));
  r(systemApi.userInfoNoDen, async ({ user }) => userInfoNoDen(db, user));
  r(systemApi.userSetting, async ({ user, request }) => userSetting(db, user, request.hostname));

  r(systemApi.currentTenantList, async ({ user }) =>
    (await memberships(db, user.userId)).map((m) => ({
      tenantId: m.tenant_id,
      tenantName: m.tenant_name,
      type: m.tenant_type,
      isAdmin: m.is_admin,
    })),
  );

  r(systemApi.updateUserInfo, async ({ input, user }) => {
    await updateProfile(db, user.userId, input);
    return userInfo(db, user);
  });

  r(
    systemApi.updatePhone,
    async ({ input, user }) => {
      const ok = await verifyCode(db, {
        id: input.smsId,
        value: input.smsValue,
        phone: input.phone,
        userId: user.userId,
        consume: true,
      });
      if (!ok) throw badRequest('smsCodeInvalid');
      const owner = await findUserByPhone(db, input.phone);
      if (owner && owner.id !== user.userId) throw badRequest('phoneTaken');
      await updatePhone(db, user.userId, input.phone);
      return userInfo(db, user);
    },
    codeChecked,
  );

  // The lock (password.ts) bounds guesses of the current password; this bounds the slow hashing.
  r(systemApi.updatePassword, async ({ input, user, ip }) => changePassword(db, user, input, ip), {
    rateLimitPerMinute: PASSWORD_CHANGES_PER_MINUTE,
  });

  r(
    systemApi.retrievePassword,
    async ({ input }) => {
      if (input.newPassword.toLowerCase() !== input.newPassword1.toLowerCase())
        throw badRequest('passwordsDiffer');
      const ok = await verifyCode(db, {
        id: input.smsId,
        value: input.smsValue,
        phone: input.phone,
        consume: true,
      });
      if (!ok) throw badRequest('smsCodeInvalid');
      const row = await findUserByPhone(db, input.phone);
      if (!row) throw new AppError('phoneNotRegistered', ResultCode.BAD_REQUEST, 400);
      await updatePasswordHash(db, row.id, await hashPassword(input.newPassword));
      await revokeOtherSessions(db, row.id, null, 'password_reset');
      return true;
    },
    codeChecked,
  );
}
