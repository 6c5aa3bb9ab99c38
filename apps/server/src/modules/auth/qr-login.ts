import {
  QR_LOGIN_REDEEM_SECONDS,
  QR_LOGIN_TTL_SECONDS,
  type QrLoginStatus,
  type QrLoginStatusView,
} from '@platform/contracts';
import type { Q } from '../../db/kysely';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { badRequest, forbidden } from '../../lib/errors';
import { belongsToCustomer, findUserById, type CustomerRow } from '../accounts';
import * as repo from './qr-login-repo';

/**
 * QR login (docs/qr-login.md): waiting -> scanned -> confirmed -> used, or cancelled; expired once
 * its time is up. The ticket is what the QR shows; the key never leaves the desktop that asked, so
 * someone who only saw the QR cannot watch it or redeem it.
 */
export async function issueQrTicket(db: Q, customer: CustomerRow) {
  const ticket = randomToken(32);
  const key = randomToken(32);
  await repo.insertQrTicket(db, {
    ticketHash: sha256(ticket),
    keyHash: sha256(key),
    customerCode: customer.customer_code,
    ttlSeconds: QR_LOGIN_TTL_SECONDS,
  });
  return { ticket, key, expiresIn: QR_LOGIN_TTL_SECONDS };
}

function visibleStatus(row: repo.QrTicketRow): QrLoginStatus {
  if (row.status === 'used' || row.status === 'cancelled') return row.status;
  return row.expires_in > 0 ? row.status : 'expired';
}

/** The desktop's poll: only with the key it was given. */
export async function qrTicketStatus(db: Q, ticket: string, key: string): Promise<QrLoginStatusView> {
  const row = await repo.findQrTicket(db, sha256(ticket));
  if (!row || !safeEqual(row.key_hash, sha256(key))) throw badRequest('qrInvalid');
  const status = visibleStatus(row);
  const user = row.user_id && status !== 'expired' ? await findUserById(db, row.user_id) : undefined;
  return {
    status,
    expiresIn: row.expires_in,
    scanner: user ? { name: user.nick_name || user.real_name || user.account, avatar: user.avatar } : null,
  };
}

/** A ticket of this platform that can still move, or the error the phone shows. */
async function openTicket(db: Q, ticket: string, customer: CustomerRow, userId: string) {
  const row = await repo.findQrTicket(db, sha256(ticket));
  if (!row || row.customer_code !== customer.customer_code) throw badRequest('qrInvalid');
  const status = visibleStatus(row);
  if (status === 'expired' || status === 'used' || status === 'cancelled') throw badRequest('qrExpired');
  if (row.user_id && row.user_id !== userId) throw forbidden('qrScannedByOther');
  return row;
}

function phoneView(status: QrLoginStatus, expiresIn: number, customer: CustomerRow) {
  return { status, expiresIn, platformName: customer.platform_name };
}

/** The phone opened the QR's page: the ticket is now this user's to confirm. */
export async function scanQrTicket(db: Q, ticket: string, customer: CustomerRow, userId: string) {
  const row = await openTicket(db, ticket, customer, userId);
  if (!(await belongsToCustomer(db, userId, customer.customer_code)))
    throw forbidden('accountOfOtherCustomer');
  if (row.status === 'confirmed') return phoneView('confirmed', row.expires_in, customer);
  if (!(await repo.markQrScanned(db, sha256(ticket), userId))) return raceLost(db, ticket, customer, userId);
  return phoneView('scanned', row.expires_in, customer);
}

export async function confirmQrTicket(
  db: Q,
  ticket: string,
  customer: CustomerRow,
  user: { userId: string; tenantId: string },
) {
  const row = await openTicket(db, ticket, customer, user.userId);
  if (row.status === 'waiting') throw badRequest('qrNotScanned');
  if (row.status === 'confirmed') return phoneView('confirmed', row.expires_in, customer);
  const confirmed = await repo.markQrConfirmed(db, {
    ticketHash: sha256(ticket),
    userId: user.userId,
    tenantId: user.tenantId,
    redeemSeconds: QR_LOGIN_REDEEM_SECONDS,
  });
  if (!confirmed) return raceLost(db, ticket, customer, user.userId);
  return phoneView('confirmed', QR_LOGIN_REDEEM_SECONDS, customer);
}

export async function cancelQrTicket(db: Q, ticket: string, customer: CustomerRow, userId: string) {
  const row = await openTicket(db, ticket, customer, userId);
  if (row.status === 'waiting') throw badRequest('qrNotScanned');
  if (!(await repo.markQrCancelled(db, sha256(ticket), userId)))
    return raceLost(db, ticket, customer, userId);
  return phoneView('cancelled', 0, customer);
}

/** Another request moved the ticket between the read and the write: report what it is now. */
async function raceLost(db: Q, ticket: string, customer: CustomerRow, userId: string): Promise<never> {
  await openTicket(db, ticket, customer, userId);
  throw badRequest('qrExpired');
}

/**
 * The qr_code grant: the desktop that holds the key redeems a confirmed ticket once, on the same
 * platform; answers who confirmed it and the tenant they used.
 */
export async function redeemQrTicket(db: Q, ticket: string, key: string, customer: CustomerRow) {
  const redeemed = await repo.redeemQrTicket(db, {
    ticketHash: sha256(ticket),
    keyHash: sha256(key),
    customerCode: customer.customer_code,
  });
  if (redeemed?.user_id) return { userId: redeemed.user_id, tenantId: redeemed.tenant_id ?? undefined };
  const row = await repo.findQrTicket(db, sha256(ticket));
  if (!row || !safeEqual(row.key_hash, sha256(key)) || row.customer_code !== customer.customer_code)
    throw badRequest('qrInvalid');
  const status = visibleStatus(row);
  if (status === 'waiting' || status === 'scanned') throw badRequest('qrNotConfirmed');
  throw badRequest('qrExpired');
}
