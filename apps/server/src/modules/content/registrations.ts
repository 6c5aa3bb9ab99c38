import { hasPermission } from '../org-centre';
import { ResultCode, type MyRegistrationRow } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError, forbidden } from '../../lib/errors';
import { membership, tenantNamesOf } from '../accounts';
import { readablePublication, readablePublications, type Reader as Viewer } from './publication-access';
import * as repo from './registrations-repo';
import { chinaTime, chinaTimeOrNull, requirePublished } from './targets';

/**
 * Activity registrations (docs/content.md, Interactions API): once per user, before the
 * registration deadline and the start, within capacity. The seat is taken by one conditional
 * update in the same transaction as the insert, so 50 parallel sign-ups for 10 seats store 10,
 * and a refused sign-up writes nothing.
 */

const business = (
  key: 'registrationNotActivity' | 'registrationClosed' | 'registrationFull' | 'registrationExists',
) => new AppError(key, ResultCode.BUSINESS_ERROR, 400);

class Refused extends Error {
  constructor(readonly error: AppError) {
    super(error.messageKey);
  }
}

const isOpen = (p: { registration_deadline: Date | null; activity_start: Date | null }, now: Date) =>
  (!p.registration_deadline || new Date(p.registration_deadline) > now) &&
  (!p.activity_start || new Date(p.activity_start) > now);

export async function register(
  scope: TenantScope,
  viewer: Viewer,
  input: { publicationId: string; name: string; phone: string; company: string; note: string },
  now = new Date(),
) {
  const p = await requirePublished(scope, viewer, input.publicationId);
  if (p.kind !== 'activity') throw business('registrationNotActivity');
  if (!isOpen(p, now)) throw business('registrationClosed');
  try {
    const seats = await scope.transaction(async (tx) => {
      const fresh = await repo.insertRegistration(tx.db, {
        publication_id: p.id,
        user_id: viewer.userId,
        customer_code: viewer.customerCode,
        tenant_id: viewer.tenantId,
        name: input.name,
        phone: input.phone,
        company: input.company,
        note: input.note,
      });
      if (!fresh) throw new Refused(business('registrationExists'));
      const taken = await repo.takeSeat(tx.db, p.id, now);
      // Throwing rolls the insert back: a refused sign-up leaves nothing behind.
      if (!taken) throw new Refused(business('registrationFull'));
      return taken;
    });
    return {
      publicationId: p.id,
      registered: true,
      registrationCount: seats.registration_count,
      capacity: seats.activity_capacity,
    };
  } catch (err) {
    if (err instanceof Refused) {
      // Full, or closed in the meantime: say which.
      if (err.error.messageKey === 'registrationFull' && !isOpen(p, new Date()))
        throw business('registrationClosed');
      throw err.error;
    }
    throw err;
  }
}

export async function cancelRegistration(
  scope: TenantScope,
  viewer: Viewer,
  publicationId: string,
  now = new Date(),
) {
  const p = await readablePublication(scope.db, viewer, publicationId);
  if (!p) throw new AppError('interactionTargetNotFound', ResultCode.NOT_FOUND, 404);
  if (p.activity_start && new Date(p.activity_start) <= now) throw business('registrationClosed');
  const seats = await scope.transaction(async (tx) => {
    if (!(await repo.deleteRegistration(tx.db, p.id, viewer.userId)))
      throw new AppError('registrationNotFound', ResultCode.BUSINESS_ERROR, 400);
    return (await repo.releaseSeat(tx.db, p.id)) ?? (await repo.seatsOf(tx.db, p.id));
  });
  return {
    publicationId: p.id,
    registered: false,
    registrationCount: seats?.registration_count ?? 0,
    capacity: seats?.activity_capacity ?? null,
  };
}

export async function myRegistrations(
  scope: TenantScope,
  viewer: Viewer,
  input: { current: number; size: number; when: 'upcoming' | 'past' | 'all' },
  now = new Date(),
) {
  const page = await repo.myRegistrations(scope.db, viewer.userId, viewer.customerCode, { ...input, now });
  const readable = await readablePublications(
    scope.db,
    viewer,
    page.rows.map((r) => r.publication_id),
  );
  const byId = new Map(readable.map((p) => [p.id, p]));
  const orgs = await tenantNamesOf(
    scope.db,
    readable.map((p) => p.tenant_id),
  );
  const records: MyRegistrationRow[] = page.rows.map((r) => {
    const p = byId.get(r.publication_id);
    return {
      publicationId: r.publication_id,
      readable: p !== undefined,
      title: p?.title ?? null,
      cover: p?.cover ?? null,
      activityStart: chinaTimeOrNull(p?.activity_start),
      activityEnd: chinaTimeOrNull(p?.activity_end),
      place: p?.activity_place ?? null,
      orgName: p ? (orgs.get(p.tenant_id) ?? '') : null,
      registrationCount: p?.registration_count ?? null,
      capacity: p?.activity_capacity ?? null,
      name: r.name,
      phone: r.phone,
      company: r.company,
      note: r.note,
      registerTime: chinaTime(r.created_at),
    };
  });
  return { records, total: page.total, current: input.current, size: input.size };
}

/** An activity's registrants, for its author or the administrator of its organisation only. */
export async function registrantList(
  scope: TenantScope,
  viewer: Viewer,
  input: { publicationId: string; current: number; size: number },
) {
  const p = await readablePublication(scope.db, viewer, input.publicationId);
  if (!p || p.kind !== 'activity') throw new AppError('interactionTargetNotFound', ResultCode.NOT_FOUND, 404);
  if (p.author_id !== viewer.userId) {
    const moderates =
      p.tenant_id === scope.tenantId
        ? await hasPermission(scope, viewer.userId, 'content.moderate')
        : (await membership(scope.db, viewer.userId, p.tenant_id))?.is_admin === true;
    if (!moderates) throw forbidden('registrationListForbidden');
  }
  const page = await repo.registrants(scope.db, p.id, input);
  return {
    records: page.rows.map((r) => ({
      userId: r.user_id,
      name: r.name,
      phone: r.phone,
      company: r.company,
      note: r.note,
      registerTime: chinaTime(r.created_at),
    })),
    total: page.total,
    current: input.current,
    size: input.size,
  };
}
