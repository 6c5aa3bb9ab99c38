import {
  INDUSTRY_TRACKING_LIMITS as L,
  ResultCode,
  type MessageKey,
  type CompanyEventKind,
  type TrackChains,
  type TrackEvent,
  type TrackEventPage,
  type TrackFollow,
  type TrackFollows,
  type TrackStats,
} from '@platform/contracts';
import type { ScopeOf } from '../../db/module-store';
import { AppError } from '../../lib/errors';
import {
  chainOfNode,
  chains,
  getChain,
  getChainNode,
  isKnownRegionCode,
  provinceName,
  regionFullName,
  regionNames,
} from '../bigdata';
import * as repo from './repo';

type Scope = ScopeOf<'industry-tracking'>;

/** The badge counts up to this per follow (the portal shows 999+). */
export const BADGE_CAP = 1000;
const NODES_IN_STATS = 20;

const bad = (key: MessageKey) => new AppError(key, ResultCode.BAD_REQUEST, 400);
const notFound = () => new AppError('trackFollowNotFound', ResultCode.NOT_FOUND, 404);

/** A region code's level and written name, or undefined when GB/T 2260 names none. */
export function regionOf(code: string): { name: string; level: 1 | 2 | 3 } | undefined {
  if (!isKnownRegionCode(code)) return undefined;
  if (code.endsWith('0000')) return { name: provinceName(code), level: 1 };
  const names = regionNames(code);
  if (!names) return undefined;
  return { name: regionFullName(names), level: names.county ? 3 : 2 };
}

/** A chain or node code's chain and name, or undefined. */
function chainPlaceOf(code: string) {
  const chain = getChain(code);
  if (chain) return { chainCode: chain.code, chainName: chain.name, nodeName: null };
  const node = getChainNode(code);
  const of = node && chainOfNode(code);
  return node && of ? { chainCode: of.code, chainName: of.name, nodeName: node.name } : undefined;
}

function followOut(f: repo.FollowRow, newEvents: number): TrackFollow {
  const place = f.node_code ? chainPlaceOf(f.node_code) : undefined;
  const region = f.region_code ? regionOf(f.region_code) : undefined;
  return {
    id: String(f.id),
    chainCode: f.chain_code,
    chainName: place?.chainName ?? null,
    nodeCode: f.node_code && f.node_code !== f.chain_code ? f.node_code : null,
    nodeName: place?.nodeName ?? null,
    regionCode: f.region_code,
    regionName: region?.name ?? null,
    regionLevel: f.region_level,
    newEvents,
    createdAt: new Date(f.created_at).toISOString(),
  };
}

export async function follows(scope: Scope, userId: string): Promise<TrackFollows> {
  const rows = await repo.follows(scope, userId);
  const counts = await repo.newEventCounts(scope, rows, BADGE_CAP);
  const list = rows.map((f) => followOut(f, counts.get(String(f.id)) ?? 0));
  return { follows: list, newEvents: list.reduce((n, f) => n + f.newEvents, 0), max: L.followsMax };
}

/** Follows a chain or node, a region, or both; unknown codes are refused with a 400. */
export async function follow(
  scope: Scope,
  userId: string,
  input: { chainCode?: string | undefined; regionCode?: string | undefined },
): Promise<TrackFollow> {
  if (!input.chainCode && !input.regionCode) throw bad('trackFollowEmpty');
  const place = input.chainCode ? chainPlaceOf(input.chainCode) : undefined;
  if (input.chainCode && !place) throw bad('trackChainUnknown');
  const region = input.regionCode ? regionOf(input.regionCode) : undefined;
  if (input.regionCode && !region) throw bad('trackRegionUnknown');
  const values = {
    chain_code: place?.chainCode ?? null,
    node_code: input.chainCode ?? null,
    region_code: input.regionCode ?? null,
    region_level: region?.level ?? null,
  };
  const id = await scope.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    if (await repo.findSame(tx, userId, values.node_code, values.region_code)) throw bad('trackFollowTaken');
    if ((await repo.follows(tx, userId)).length >= L.followsMax) throw bad('trackFollowsFull');
    return String((await repo.insertFollow(tx, userId, values)).id);
  });
  const row = await repo.followById(scope, userId, id);
  return followOut(row!, 0);
}

export async function unfollow(scope: Scope, userId: string, id: string) {
  if (!(await repo.deleteFollow(scope, userId, id))) throw notFound();
  return true;
}

export async function markRead(scope: Scope, userId: string, id?: string) {
  if (id && !(await repo.followById(scope, userId, id))) throw notFound();
  await repo.markRead(scope, userId, id);
  return follows(scope, userId);
}

/** The cursor: the last event's day and id (`2026-11-28.12345`). */
export const cursorOf = (e: { changedOn: string; id: string }) => `${e.changedOn}.${e.id}`;
function parseCursor(cursor: string) {
  const m = /^(\d{4}-\d{2}-\d{2})\.(\d{1,18})$/.exec(cursor);
  if (!m || Number.isNaN(Date.parse(m[1]!))) throw bad('trackCursorInvalid');
  return { day: m[1]!, id: m[2]! };
}

/** The window's last day: the data set's newest event day (today when the data is current). */
const windowStart = (scope: Scope, days: number): Promise<string> => repo.windowStart(scope, days);

async function followsOf(scope: Scope, userId: string, followId?: string) {
  if (!followId) return repo.follows(scope, userId);
  const f = await repo.followById(scope, userId, followId);
  if (!f) throw notFound();
  return [f];
}

export async function events(
  scope: Scope,
  userId: string,
  input: {
    followId?: string | undefined;
    kinds?: CompanyEventKind[] | undefined;
    days?: number | undefined;
    regionCode?: string | undefined;
    unread?: '0' | '1' | undefined;
    cursor?: string | undefined;
    size: number;
  },
): Promise<TrackEventPage> {
  const before = input.cursor ? parseCursor(input.cursor) : undefined;
  const region = input.regionCode ? regionOf(input.regionCode) : undefined;
  if (input.regionCode && !region) throw bad('trackRegionUnknown');
  const list = await followsOf(scope, userId, input.followId);
  const since = input.days ? await windowStart(scope, input.days) : undefined;
  const rows = await repo.eventPage(
    scope,
    list,
    {
      ...(input.kinds?.length ? { kinds: input.kinds } : {}),
      ...(since ? { since } : {}),
      ...(region && input.regionCode ? { region: { code: input.regionCode, level: region.level } } : {}),
      ...(input.unread === '1' ? { unreadOnly: true } : {}),
      ...(before ? { before } : {}),
    },
    input.size + 1,
  );
  const records = rows.slice(0, input.size).map((r): TrackEvent => ({
    id: String(r.id),
    companyId: r.company_id,
    companyName: r.company_name ?? r.company_id,
    regionCode: r.region_code,
    kind: r.kind as CompanyEventKind,
    changedOn: r.changed_on,
    before: r.before_text,
    after: r.after_text,
    beforeAmount: r.before_amount === null ? null : Number(r.before_amount),
    afterAmount: r.after_amount === null ? null : Number(r.after_amount),
    isNew: Boolean(r.is_new),
  }));
  const last = records[records.length - 1];
  return { records, nextCursor: rows.length > input.size && last ? cursorOf(last) : null, size: input.size };
}

export async function stats(scope: Scope, userId: string, followId?: string): Promise<TrackStats> {
  const list = await followsOf(scope, userId, followId);
  const since = await windowStart(scope, L.statsDays);
  const [byKind, byNode] = await Promise.all([
    repo.countsByKind(scope, list, since),
    repo.countsByNode(scope, list, since, NODES_IN_STATS),
  ]);
  return {
    days: L.statsDays,
    total: byKind.reduce((n, k) => n + k.count, 0),
    byKind: byKind.map((k) => ({ kind: k.kind as CompanyEventKind, count: k.count })),
    byNode: byNode.map((n) => ({
      code: n.code,
      name: getChainNode(n.code)?.name ?? getChain(n.code)?.name ?? n.code,
      count: n.count,
    })),
  };
}

/** The chains and their nodes down to segments (the follow dialog's choices). */
export function chainChoices(): TrackChains {
  return chains.map((c) => ({
    code: c.code,
    name: c.name,
    nodes: c.nodes.flatMap((stream) => [
      { code: stream.code, name: stream.name, level: stream.level },
      ...stream.children.map((seg) => ({ code: seg.code, name: seg.name, level: seg.level })),
    ]),
  }));
}
