import type { ScopeOf } from '../../db/module-store';

type Scope = ScopeOf<'org-centre'>;

/** Seats of the enterprise edition: who holds one. */

export const seatHolders = (scope: Scope) =>
  scope
    .selectFrom('org_seats')
    .select(['org_seats.user_id', 'org_seats.assigned_at'])
    .orderBy('org_seats.assigned_at')
    .execute();

export async function holdsSeat(scope: Scope, userId: string): Promise<boolean> {
  const row = await scope
    .selectFrom('org_seats')
    .select('org_seats.user_id')
    .where('org_seats.user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countSeats(scope: Scope): Promise<number> {
  const row = await scope
    .selectFrom('org_seats')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const insertSeat = (scope: Scope, userId: string, by: string) =>
  scope
    .insertInto('org_seats', { user_id: userId, assigned_by: by })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
    .execute();

export const deleteSeat = (scope: Scope, userId: string) =>
  scope.deleteFrom('org_seats').where('org_seats.user_id', '=', userId).execute();
