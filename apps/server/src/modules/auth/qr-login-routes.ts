import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QR_LOGIN_KEY_HEADER, systemApi } from '@platform/contracts';
import { badRequest } from '../../lib/errors';
import { createRouter } from '../../lib/route';
import { customerForDomain } from '../accounts';
import { cancelQrTicket, confirmQrTicket, issueQrTicket, qrTicketStatus, scanQrTicket } from './qr-login';

/** A login dialog asks for a code when it opens and when one expires: a few a minute per address. */
export const QR_TICKETS_PER_MINUTE = 20;
/** The dialog polls every 2 s (30 a minute); twice that leaves room for two open dialogs. */
export const QR_STATUS_POLLS_PER_MINUTE = 60;
/** A phone scans, then confirms or cancels. */
export const QR_PHONE_ACTIONS_PER_MINUTE = 30;

function keyOf(request: FastifyRequest): string {
  const key = request.headers[QR_LOGIN_KEY_HEADER];
  if (typeof key !== 'string' || !key) throw badRequest('qrInvalid');
  return key;
}

export function qrLoginRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const db = app.ctx.store.db;
  const customerOf = (request: FastifyRequest) => customerForDomain(db, request.hostname);

  r(systemApi.qrLoginTicket, async ({ request }) => issueQrTicket(db, await customerOf(request)), {
    rateLimitPerMinute: QR_TICKETS_PER_MINUTE,
  });
  r(systemApi.qrLoginStatus, async ({ input, request }) => qrTicketStatus(db, input.ticket, keyOf(request)), {
    rateLimitPerMinute: QR_STATUS_POLLS_PER_MINUTE,
  });
  r(
    systemApi.qrLoginScan,
    async ({ input, user, request }) =>
      scanQrTicket(db, input.ticket, await customerOf(request), user.userId),
    { rateLimitPerMinute: QR_PHONE_ACTIONS_PER_MINUTE },
  );
  r(
    systemApi.qrLoginConfirm,
    async ({ input, user, request }) => confirmQrTicket(db, input.ticket, await customerOf(request), user),
    { rateLimitPerMinute: QR_PHONE_ACTIONS_PER_MINUTE },
  );
  r(
    systemApi.qrLoginCancel,
    async ({ input, user, request }) =>
      cancelQrTicket(db, input.ticket, await customerOf(request), user.userId),
    { rateLimitPerMinute: QR_PHONE_ACTIONS_PER_MINUTE },
  );
}
