import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ResultCode, maskName, type MySalesCode, type SalesTeam, type TeamDetail } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { monthLabel, monthStartInChina } from '../../lib/china-time';
import { AppError } from '../../lib/errors';
import { findTenant, userDisplayNames } from '../accounts';
import { sellCodeOrdersByBuyer, sellCodeOrdersByMonth } from '../pay';
import * as repo from './repo';
import { randomDigitId } from '../../lib/crypto';
import { yuan } from '../../lib/money';

type Db = Store['db'];
type Unscoped = Kysely<Database>;

const refused = (key: 'salesCodeOwn' | 'salesAlreadyBound' | 'salesAlreadyInTeam') =>
  new AppError(key, ResultCode.BUSINESS_ERROR, 400);
const notFound = (key: 'salesCodeNotFound' | 'salesTeamCodeNotFound' | 'salesTeamNotFound') =>
  new AppError(key, ResultCode.NOT_FOUND, 404);

/** 8 characters without look-alikes (no 0/O, 1/I): SALES_CODE_PATTERN. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const newSalesCode = () =>
  Array.from({ length: 8 }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');

async function customerOf(db: Db, tenantId: string): Promise<string> {
  return (await findTenant(db, tenantId))?.customer_code ?? '';
}

/** The user's sales code, made on first ask (a clash of random codes is tried again). */
export async function ensureCode(db: Db, userId: string, customerCode: string): Promise<string> {
  for (let i = 0; i < 5; i++) {
    const have = await repo.codeOfUser(db, userId);
    if (have) return have.code;
    await repo.insertCode(db, { code: newSalesCode(), user_id: userId, customer_code: customerCode });
  }
  const have = await repo.codeOfUser(db, userId);
  if (!have) throw new Error('sales: could not make a sales code');
  return have.code;
}

async function figuresOf(unscoped: Unscoped, codes: string[]) {
  const rows = await sellCodeOrdersByMonth(unscoped, codes, new Date(0));
  return {
    paidOrders: rows.reduce((n, r) => n + Number(r.orders), 0),
    amount: yuan(rows.reduce((n, r) => n + Number(r.amount_fen ?? 0), 0)),
  };
}

export async function mySalesCode(
  db: Db,
  unscoped: Unscoped,
  user: { userId: string; tenantId: string },
): Promise<MySalesCode> {
  const sellCode = await ensureCode(db, user.userId, await customerOf(db, user.tenantId));
  const [registrations, figures] = await Promise.all([
    repo.countBindings(db, sellCode),
    figuresOf(unscoped, [sellCode]),
  ]);
  return { sellCode, registrations, ...figures };
}

/** Who the caller's code brought: names masked, with their paid orders through the code. */
export async function referralPage(
  db: Db,
  unscoped: Unscoped,
  user: { userId: string; tenantId: string },
  page: { current: number; size: number },
) {
  const sellCode = await ensureCode(db, user.userId, await customerOf(db, user.tenantId));
  const { rows, total } = await repo.bindingPage(db, sellCode, page);
  const ids = rows.map((r) => r.user_id);
  const [names, orders] = await Promise.all([
    userDisplayNames(db, ids),
    sellCodeOrdersByBuyer(unscoped, sellCode, ids),
  ]);
  const byUser = new Map(orders.map((o) => [o.user_id, o]));
  return {
    records: rows.map((r) => ({
      userName: maskName(names.get(r.user_id) ?? ''),
      boundAt: new Date(r.bound_at).toISOString(),
      paidOrders: Number(byUser.get(r.user_id)?.orders ?? 0),
      amount: yuan(byUser.get(r.user_id)?.amount_fen),
    })),
    total,
    current: page.current,
    size: page.size,
  };
}

/**
 * Binds a user to the seller whose code brought them, within one white-label customer. The first
 * binding stays: asked by hand again with another code it is refused; from a link it is ignored.
 */
export async function bind(
  db: Db,
  user: { userId: string; tenantId: string },
  sellCode: string,
  source: 'link' | 'manual',
): Promise<{ bound: boolean }> {
  const customerCode = await customerOf(db, user.tenantId);
  const code = await repo.codeRow(db, sellCode);
  if (!code || code.customer_code !== customerCode) throw notFound('salesCodeNotFound');
  if (code.user_id === user.userId) throw refused('salesCodeOwn');
  const bound = await repo.insertBinding(db, {
    user_id: user.userId,
    customer_code: customerCode,
    sell_code: code.code,
    source,
  });
  if (!bound && source === 'manual' && (await repo.bindingOf(db, user.userId))?.sell_code !== code.code)
    throw refused('salesAlreadyBound');
  return { bound };
}

export async function verify(db: Db, tenantId: string, sellCode: string): Promise<boolean> {
  const code = await repo.codeRow(db, sellCode);
  return Boolean(code && code.customer_code === (await customerOf(db, tenantId)));
}

/** The sales code an order of this user carries ('' when not bound). */
export async function sellCodeOf(db: Db, userId: string): Promise<string> {
  return (await repo.bindingOf(db, userId))?.sell_code ?? '';
}

async function teamView(
  db: Db,
  team: NonNullable<Awaited<ReturnType<typeof repo.teamById>>>,
  userId: string,
): Promise<SalesTeam> {
  const members = await repo.membersOf(db, team.id);
  const names = await userDisplayNames(db, [
    ...new Set([team.leader_user_id, ...members.map((m) => m.user_id)]),
  ]);
  return {
    teamId: team.id,
    name: team.name,
    teamCode: team.team_code,
    leaderName: names.get(team.leader_user_id) ?? '',
    isLeader: team.leader_user_id === userId,
    members: members.map((m) => ({
      name: names.get(m.user_id) ?? '',
      sellCode: m.code ?? '',
      role: m.role,
      joinedAt: new Date(m.joined_at).toISOString(),
    })),
  };
}

export async function teamMine(db: Db, userId: string): Promise<SalesTeam | null> {
  const member = await repo.membershipOf(db, userId);
  const team = member && (await repo.teamById(db, member.team_id));
  return team ? teamView(db, team, userId) : null;
}

/** A team led by the caller; a user is in one team at most. */
export async function createTeam(
  store: Store,
  user: { userId: string; tenantId: string },
  name: string,
): Promise<SalesTeam> {
  const db = store.db;
  const customerCode = await customerOf(db, user.tenantId);
  await ensureCode(db, user.userId, customerCode);
  const id = randomDigitId();
  await store.transaction(async (tx) => {
    await repo.insertTeam(tx.db, {
      id,
      customer_code: customerCode,
      name,
      leader_user_id: user.userId,
      team_code: newSalesCode(),
    });
    if (!(await repo.insertMember(tx.db, { user_id: user.userId, team_id: id, role: 'leader' })))
      throw refused('salesAlreadyInTeam');
  });
  return (await teamMine(db, user.userId))!;
}

export async function joinTeam(
  db: Db,
  user: { userId: string; tenantId: string },
  teamCode: string,
): Promise<SalesTeam> {
  const customerCode = await customerOf(db, user.tenantId);
  const team = await repo.teamByCode(db, teamCode);
  if (!team || team.customer_code !== customerCode) throw notFound('salesTeamCodeNotFound');
  await ensureCode(db, user.userId, customerCode);
  if (!(await repo.insertMember(db, { user_id: user.userId, team_id: team.id, role: 'member' })))
    throw refused('salesAlreadyInTeam');
  return teamView(db, team, user.userId);
}

/**
 * The team's figures by member and China month, newest month first: new bindings, paid orders and
 * amounts through each member's code. Members of the team only.
 */
export async function teamDetail(
  db: Db,
  unscoped: Unscoped,
  userId: string,
  teamId: string,
  months: number,
  now = new Date(),
): Promise<TeamDetail> {
  const member = await repo.membershipOf(db, userId);
  const team = member?.team_id === teamId ? await repo.teamById(db, teamId) : undefined;
  if (!team) throw notFound('salesTeamNotFound');
  const view = await teamView(db, team, userId);
  const codes = view.members.map((m) => m.sellCode).filter(Boolean);
  const since = monthStartInChina(now, months - 1);
  const [bindings, orders] = await Promise.all([
    repo.bindingsByMonth(db, codes, since),
    sellCodeOrdersByMonth(unscoped, codes, since),
  ]);
  const key = (code: string, month: string) => `${code} ${month}`;
  const regs = new Map(bindings.map((b) => [key(b.sell_code, b.month), Number(b.n)]));
  const paid = new Map(orders.map((o) => [key(o.sell_code, o.month), o]));
  const rows = Array.from({ length: months }, (_, back) => monthLabel(now, back)).flatMap((month) =>
    view.members.map((m) => ({
      month,
      memberName: m.name,
      sellCode: m.sellCode,
      registrations: regs.get(key(m.sellCode, month)) ?? 0,
      paidOrders: Number(paid.get(key(m.sellCode, month))?.orders ?? 0),
      amount: yuan(paid.get(key(m.sellCode, month))?.amount_fen),
    })),
  );
  const { members: _members, ...teamOnly } = view;
  return {
    team: teamOnly,
    rows,
    totals: {
      registrations: rows.reduce((n, r) => n + r.registrations, 0),
      paidOrders: rows.reduce((n, r) => n + r.paidOrders, 0),
      amount: Math.round(rows.reduce((n, r) => n + r.amount, 0) * 100) / 100,
    },
  };
}
