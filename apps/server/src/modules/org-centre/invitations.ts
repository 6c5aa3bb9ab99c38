import { ORG_CENTRE_LIMITS as L } from '@platform/contracts/org-centre/limits';
import { maskPhone, ResultCode } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import type { SmsAdapter } from '../../adapters/sms/sms-adapter';
import { newId, newNumericId, randomToken, sha256 } from '../../lib/crypto';
import { AppError, badRequest } from '../../lib/errors';
import * as accounts from '../accounts';
import * as repo from './invitations-repo';

/**
 * Invitations and joins (issue 29 item 2): an administrator makes a link (shown as a QR too) or
 * sends it by SMS; whoever opens it signed in asks to join; a member with staff.manage approves or
 * rejects. The link's token is shown once; only its hash is kept. A link lives 7 days.
 */
export const JOIN_PATH = '/user/join';
const invalid = () => new AppError('orgInvitationInvalid', ResultCode.NOT_FOUND, 404);
const iso = (d: Date | string) => new Date(d).toISOString();

function present(row: Awaited<ReturnType<typeof repo.liveInvitations>>[number], joined: Map<string, number>) {
  return {
    id: row.id,
    phone: row.phone,
    createdBy: row.created_by,
    createTime: iso(row.created_at),
    expireTime: iso(row.expires_at),
    joined: joined.get(row.id) ?? 0,
  };
}

export async function createInvitation(
  scope: TenantScope,
  by: string,
  phone: string | undefined,
  sms: SmsAdapter,
) {
  const live = await repo.liveInvitations(scope.db, scope.tenantId);
  if (live.length >= L.invitationsLiveMax) throw badRequest('orgInvitationLimit');
  const token = randomToken(24);
  const row = {
    id: newNumericId(),
    tenant_id: scope.tenantId,
    token_hash: sha256(token),
    phone: phone ?? '',
    created_by: by,
    expires_at: new Date(Date.now() + L.invitationDays * 86_400_000),
  };
  await repo.insertInvitation(scope.db, row);
  // Not `token`: the shell takes a `token` query as a single sign-on token (spec 1 §4).
  const path = `${JOIN_PATH}?invite=${token}`;
  if (phone) {
    const tenant = await accounts.findTenant(scope.db, scope.tenantId);
    await sms.send({
      phone,
      text: `【${tenant?.tenant_name ?? ''}】邀请您加入组织，7天内打开链接申请加入：${path}`,
      code: '',
      id: newId(),
      sentAt: new Date(),
    });
  }
  return { ...present({ ...row, created_at: new Date(), revoked_at: null }, new Map()), token, path };
}

export async function invitationList(scope: TenantScope) {
  const [rows, joined] = await Promise.all([
    repo.liveInvitations(scope.db, scope.tenantId),
    repo.joinedThrough(scope.db, scope.tenantId),
  ]);
  return rows.map((r) => present(r, joined));
}

export async function revokeInvitation(scope: TenantScope, id: string) {
  if (!(await repo.revokeInvitation(scope.db, scope.tenantId, id))) throw invalid();
  return { ok: true as const };
}

async function invitationOf(store: Store, token: string) {
  const inv = await repo.invitationByTokenHash(store.db, sha256(token));
  if (!inv) throw invalid();
  return inv;
}

async function standingIn(store: Store, tenantId: string, userId: string) {
  if (await accounts.isMemberRow(store.db, tenantId, userId)) return 'member' as const;
  if (await repo.pendingRequestOf(store.db, tenantId, userId)) return 'pending' as const;
  return 'none' as const;
}

/** What the invitee sees before asking: the organisation, who invited, until when. */
export async function joinPreview(store: Store, userId: string, token: string) {
  const inv = await invitationOf(store, token);
  const [tenant, inviter] = await Promise.all([
    accounts.findTenant(store.db, inv.tenant_id),
    accounts.userDisplayNames(store.db, [inv.created_by]),
  ]);
  return {
    tenantName: tenant?.tenant_name ?? '',
    inviterName: inviter.get(inv.created_by) ?? '',
    expireTime: iso(inv.expires_at),
    standing: await standingIn(store, inv.tenant_id, userId),
  };
}

export async function joinApply(store: Store, user: { userId: string; tenantId: string }, token: string) {
  const userId = user.userId;
  const inv = await invitationOf(store, token);
  const [tenant, own] = await Promise.all([
    accounts.findTenant(store.db, inv.tenant_id),
    accounts.findTenant(store.db, user.tenantId),
  ]);
  // A link brings only users of the organisation's own white-label customer.
  if (!tenant || tenant.customer_code !== own?.customer_code) throw invalid();
  const standing = await standingIn(store, inv.tenant_id, userId);
  if (standing === 'member') throw badRequest('orgAlreadyMember');
  if (standing === 'none')
    await repo.insertJoinRequest(store.db, {
      id: newNumericId(),
      tenant_id: inv.tenant_id,
      user_id: userId,
      invitation_id: inv.id,
    });
  return { status: 'pending' as const };
}

export async function joinList(scope: TenantScope, canSeePhones: boolean, status?: string) {
  const rows = await repo.joinRequests(scope.db, scope.tenantId, status);
  const users = await accounts.usersByIds(
    scope.db,
    rows.map((r) => r.user_id),
  );
  const byId = new Map(users.map((u) => [u.id, u]));
  const phones = await Promise.all(rows.map((r) => accounts.findUserById(scope.db, r.user_id)));
  return rows.map((r, i) => {
    const u = byId.get(r.user_id);
    const phone = phones[i]?.phone ?? '';
    return {
      id: r.id,
      userId: r.user_id,
      realName: u ? u.real_name || u.nick_name || u.account : '',
      phone: canSeePhones ? phone : maskPhone(phone),
      status: r.status,
      createTime: iso(r.created_at),
      decideTime: r.decided_at ? iso(r.decided_at) : null,
    };
  });
}

/** Decides once; approving adds the member and makes the organisation their default sign-in. */
export async function joinDecide(scope: TenantScope, by: string, id: string, approve: boolean) {
  return scope.transaction(async (tx) => {
    const decided = await repo.decideJoinRequest(
      tx.db,
      tx.tenantId,
      id,
      approve ? 'approved' : 'rejected',
      by,
    );
    if (!decided) throw new AppError('orgJoinNotFound', ResultCode.NOT_FOUND, 404);
    if (approve) {
      await accounts.addMember(tx.db, tx.tenantId, decided.user_id);
      await accounts.setDefaultTenant(tx.db, decided.user_id, tx.tenantId);
    }
    return { status: approve ? ('approved' as const) : ('rejected' as const) };
  });
}
