import type { FastifyInstance } from 'fastify';
import { ResultCode, normalisePhone, systemApi } from '@platform/contracts';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/errors';
import { createRouter } from '../../lib/route';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeOtherSessions } from '../auth/sessions';
import { verifyCode } from '../resource/sms-service';
import { customerDetail } from './customers';
import { userInfo } from './user-info';
import { findUserById, findUserByPhone, memberships } from './user-queries';

export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = createRouter(app, ctx.authenticate);
  const { db } = ctx;

  r(systemApi.customerDetail, async ({ input, request }) =>
    customerDetail(db, input.domain ?? request.hostname),
  );

  r(systemApi.dictionary, async ({ input }) =>
    db.query<{ dictKey: string; dictValue: string; sort: number }>(
      `select dict_key as "dictKey", dict_value as "dictValue", sort from dict_biz where code = $1 order by sort, dict_key`,
      [input.code],
    ),
  );

  r(systemApi.userInfo, async ({ user }) => userInfo(db, user));

  r(systemApi.currentTenantList, async ({ user }) =>
    (await memberships(db, user.userId)).map((m) => ({
      tenantId: m.tenant_id,
      tenantName: m.tenant_name,
      type: m.tenant_type,
      isAdmin: m.is_admin,
    })),
  );

  r(systemApi.updateUserInfo, async ({ input, user }) => {
    await db.query(
      `update users set
         real_name = coalesce($2, real_name), nick_name = coalesce($3, nick_name), avatar = coalesce($4, avatar),
         email = coalesce($5, email), sex = coalesce($6, sex), updated_at = now()
       where id = $1`,
      [
        user.userId,
        input.realName ?? null,
        input.nickName ?? null,
        input.avatar ?? null,
        input.email ?? null,
        input.sex ?? null,
      ],
    );
    return userInfo(db, user);
  });

  r(systemApi.updatePhone, async ({ input, user }) => {
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
    await db.query('update users set phone = $2, updated_at = now() where id = $1', [
      user.userId,
      normalisePhone(input.phone),
    ]);
    return userInfo(db, user);
  });

  r(systemApi.updatePassword, async ({ input, user }) => {
    if (input.newPassword.toLowerCase() !== input.newPassword1.toLowerCase())
      throw badRequest('passwordsDiffer');
    if (input.newPassword.toLowerCase() === input.oldPassword.toLowerCase())
      throw badRequest('passwordUnchanged');
    const row = await findUserById(db, user.userId);
    if (!row || !(await verifyPassword(row.password_hash, input.oldPassword)))
      throw badRequest('oldPasswordWrong');
    await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [
      user.userId,
      await hashPassword(input.newPassword),
    ]);
    // A changed password ends every other login of this user.
    await revokeOtherSessions(db, user.userId, user.sessionId, 'password_changed');
    return true;
  });

  r(systemApi.retrievePassword, async ({ input }) => {
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
    await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [
      row.id,
      await hashPassword(input.newPassword),
    ]);
    await revokeOtherSessions(db, row.id, null, 'password_reset');
    return true;
  });
}
