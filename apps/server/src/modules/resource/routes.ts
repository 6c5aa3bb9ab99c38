import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ResultCode, normalisePhone, phoneSchema, resourceApi } from '@platform/contracts';
import { badRequest } from '../../lib/errors';
import { createRouter } from '../../lib/route';
import { findUserById } from '../accounts';
import { consumeVerification } from '../captcha';
import { sendCode, verifyCode } from './service';

export function resourceRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const ctx = app.ctx;
  const db = ctx.store.db;
  const limit = { rateLimitPerMinute: 20 };
  // Checks guess codes: each code takes 5 wrong tries (service.ts), this bounds the tries over codes.
  const checks = { rateLimitPerMinute: 30 };

  r(
    resourceApi.sendValidateNologinBlock,
    async ({ input, ip }) => {
      if (!(await consumeVerification(db, input.captchaVerification))) throw badRequest('captchaInvalid');
      return sendCode(ctx, { phone: input.phone, purpose: 'nologin', ip });
    },
    limit,
  );

  r(
    resourceApi.sendValidateNologin,
    async ({ input, ip }) => sendCode(ctx, { phone: input.phone, purpose: 'nologin', ip }),
    limit,
  );

  r(
    resourceApi.validateMessageNologin,
    async ({ input }) =>
      verifyCode(db, { id: input.id, value: input.value, phone: input.phone, consume: false }),
    checks,
  );

  r(
    resourceApi.sendValidateByUserId,
    async ({ input, user, ip }) => {
      const phone = input.phone ?? (await findUserById(db, user.userId))?.phone;
      if (!phone) throw badRequest('badRequest', 'phone');
      return sendCode(ctx, { phone, purpose: 'user', ip, userId: user.userId });
    },
    limit,
  );

  r(
    resourceApi.validateMessageByUserId,
    async ({ input, user }) =>
      verifyCode(db, { id: input.id, value: input.value, userId: user.userId, consume: false }),
    checks,
  );

  if (ctx.config.mode === 'test' && ctx.sms.latest) {
    const latest = ctx.sms.latest;
    // Test mode only: E2E journeys read the code a person would read on their phone.
    app.get('/api/platform-resource/sms/test-inbox', async (request) => {
      const { phone } = z.object({ phone: phoneSchema }).parse(request.query);
      const m = latest(normalisePhone(phone));
      return { code: ResultCode.SUCCESS, data: m ? { id: m.id, code: m.code } : null, msg: 'ok' };
    });
  }
}
