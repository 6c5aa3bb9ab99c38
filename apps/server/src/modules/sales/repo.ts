import { sql } from 'kysely';
import type { QueriesOf } from '../../db/module-store';
import { paginate } from '../../db/paginate';

type Db = QueriesOf<'sales'>;

/** Sales codes, teams and bindings: shared tables, scoped by customer code in every rule. */

export const codeOfUser = (db: Db, userId: string) =>
  db.selectFrom('sales_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const codeRow = (db: Db, code: string) =>
  db.selectFrom('sales_codes').selectAll().where('code', '=', code).executeTakeFirst();

/** Inserts a code unless the user (or the code) has one already. */
export async function insertCode(db: Db, row: { code: string; user_id: string; customer_code: string }) {
  await db
    .insertInto('sales_codes')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export const bindingOf = (db: Db, userId: string) =>
  db.selectFrom('sales_bindings').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** The first binding of a user stays: true when this call wrote it. */
export async function insertBinding(
  db: Db,
  row: {
    user_id: string;
    customer_code: string;
    sell_code: string;
    source: 'link' | 'manual';
    bound_at?: Date;
  },
): Promise<boolean> {
  const written = await db
    .insertInto('sales_bindings')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .execute();
  return written.length > 0;
}

export async function countBindings(db: Db, code: string): Promise<number> {
  const row = await db
    .selectFrom('sales_bindings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sell_code', '=', code)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const bindingPage = (db: Db, code: string, page: { current: number; size: number }) =>
  paginate(
    db
      .selectFrom('sales_bindings')
      .select(['user_id', 'bound_at'])
      .where('sell_code', '=', code)
      .orderBy('bound_at', 'desc')
      .orderBy('user_id'),
    page,
  );

/** New bindings per code and China month since an instant. */
export const bindingsByMonth = (db: Db, codes: readonly string[], since: Date) =>
  codes.length
    ? db
        .selectFrom('sales_bindings')
        .select([
          'sell_code',
          sql<string>`to_char(bound_at at time zone 'Asia/Shanghai', 'YYYY-MM')`.as('month'),
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .where('sell_code', 'in', codes)
        .where('bound_at', '>=', since)
        .groupBy(['sell_code', sql`2`])
        .execute()
    : Promise.resolve([]);

export const insertTeam = (
  db: Db,
  row: { id: string; customer_code: string; name: string; leader_user_id: string; team_code: string },
) => db.insertInto('sales_teams').values(row).execute();

/** A user joins one team only: false when they are in one already. */
export async function insertMember(
  db: Db,
  row: { user_id: string; team_id: string; role: 'leader' | 'member' },
): Promise<boolean> {
  const written = await db
    .insertInto('sales_team_members')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .execute();
  return written.length > 0;
}

export const teamById = (db: Db, id: string) =>
  db.selectFrom('sales_teams').selectAll().where('id', '=', id).executeTakeFirst();

export const teamByCode = (db: Db, code: string) =>
  db.selectFrom('sales_teams').selectAll().where('team_code', '=', code).executeTakeFirst();

export const membershipOf = (db: Db, userId: string) =>
  db.selectFrom('sales_team_members').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** A team's members with their sales codes, the leader first, then by joining. */
export const membersOf = (db: Db, teamId: string) =>
  db
    .selectFrom('sales_team_members as m')
    .leftJoin('sales_codes as c', 'c.user_id', 'm.user_id')
    .select(['m.user_id', 'm.role', 'm.joined_at', 'c.code'])
    .where('m.team_id', '=', teamId)
    .orderBy(sql`case when m.role = 'leader' then 0 else 1 end`)
    .orderBy('m.joined_at')
    .execute();
