import {
  FEED_KINDS,
  FEED_LIMITS,
  ResultCode,
  type FeedItem,
  type FeedKind,
  type FeedPage,
} from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../lib/auth';
import { tenantNamesOf, userAvatars, userDisplayNames } from '../accounts';
import { cardDynamicsOf, type CardSource } from '../vcard';
import { followedIds, type Followed } from './feed-follows';
import * as repo from './feed-repo';
import type { DynamicFeedRow, FeedCursor, PublicationFeedRow } from './feed-repo';
import { viewerOf as callViewer, type Viewer } from './publication-visibility';
import { groupTargets } from './follow-groups';

/**
 * The dynamics feed (docs/content.md "Follow groups and feed"): what the user follows, newest
 * first, in pages of 10 with a keyset cursor (publish time + a key unique across kinds).
 */

const PAGE = FEED_LIMITS.pageSize;

/** yyyy-MM-dd HH:mm:ss, China time, from an ISO instant. */
export const chinaTime = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** A card dynamic's publishDt (China time, as cards store it) as the cursor's ISO instant. */
const isoOfChinaTime = (s: string): string | undefined => {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::(\d{2}))?)?/.exec(s.trim());
  if (!m) return undefined;
  const t = Date.parse(`${m[1]}T${m[2] ?? '00:00'}:${m[3] ?? '00'}+08:00`);
  return Number.isNaN(t) ? undefined : `${new Date(t).toISOString().slice(0, 19)}.000000Z`;
};

export const encodeCursor = (c: FeedCursor) => Buffer.from(`${c.ts}|${c.key}`, 'utf8').toString('base64url');

export function decodeCursor(raw: string | undefined): FeedCursor | undefined {
  if (!raw) return undefined;
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([pdc]:[A-Za-z0-9_:.-]{1,160})$/.exec(text);
  if (!m || Number.isNaN(Date.parse(m[1]!)))
    throw new AppError('feedCursorInvalid', ResultCode.BAD_REQUEST, 400);
  return { ts: m[1]!, key: m[2]! };
}

/** Newest first; ties by key, bytewise, as the SQL's collate "C". */
const newer = (a: { ts: string; key: string }, b: { ts: string; key: string }) =>
  a.ts !== b.ts ? (a.ts > b.ts ? -1 : 1) : a.key === b.key ? 0 : a.key > b.key ? -1 : 1;

const olderThan = (x: { ts: string; key: string }, c: FeedCursor | undefined) => !c || newer(c, x) < 0;

/** feedSettings: the kinds the feed shows (all by default). */
export async function settingOf(scope: TenantScope, userId: string): Promise<{ kinds: FeedKind[] }> {
  const row = await repo.settingOf(scope, userId);
  if (!row) return { kinds: [...FEED_KINDS] };
  return { kinds: FEED_KINDS.filter((k) => row.kinds.includes(k)) };
}

export async function saveSetting(scope: TenantScope, userId: string, kinds: readonly FeedKind[]) {
  await repo.saveSetting(scope, userId, kinds);
  return settingOf(scope, userId);
}

/** The caller as the one visibility rule sees them (publication-visibility.ts). */
export const viewerOf = (scope: TenantScope, userId: string): Promise<Viewer> =>
  callViewer(scope.db, {
    user: { userId, tenantId: scope.tenantId } as AuthUser,
    scope,
    request: { hostname: '' },
  });

interface Entry {
  ts: string;
  key: string;
  item: () => FeedItem;
}

type Db = TenantScope['db'];

export async function publicationEntries(db: Db, rows: PublicationFeedRow[]): Promise<Entry[]> {
  const authors = rows.map((r) => r.author_id);
  const [names, avatars, orgs] = await Promise.all([
    userDisplayNames(db, authors),
    userAvatars(db, authors),
    tenantNamesOf(
      db,
      rows.map((r) => r.tenant_id),
    ),
  ]);
  return rows.map((r) => ({
    ts: r.ts,
    key: r.key,
    item: () => ({
      key: r.key,
      kind: r.kind === 'activity' ? 'activity' : 'publication',
      title: r.title,
      publisher: names.get(r.author_id) ?? '',
      isSys: 0,
      webSource: '',
      initSource: orgs.get(r.tenant_id) ?? '',
      publishDt: chinaTime(r.ts),
      content: r.summary,
      url: `/publicationDetail/index?id=${encodeURIComponent(r.id)}`,
      publisherKind: 'person',
      publisherId: r.author_id,
      avatar: avatars.get(r.author_id) || null,
      publicationId: r.id,
      companyId: null,
      cardId: null,
      cover: r.cover,
    }),
  }));
}

export const dynamicEntries = (rows: DynamicFeedRow[]): Entry[] =>
  rows.map((r) => ({
    ts: r.ts,
    key: r.key,
    item: () => ({
      key: r.key,
      kind: 'companyDynamic',
      title: r.title,
      publisher: r.publisher || r.company_name,
      isSys: r.is_sys ? 1 : 0,
      webSource: r.web_source,
      initSource: r.init_source,
      publishDt: chinaTime(r.ts),
      content: r.content,
      url: r.url,
      publisherKind: 'company',
      publisherId: r.company_id,
      avatar: r.logo_path,
      publicationId: null,
      companyId: r.company_id,
      cardId: null,
      cover: null,
    }),
  }));

async function cardEntries(
  cards: CardSource,
  viewer: Viewer,
  people: string[],
  cursor: FeedCursor | undefined,
) {
  const out: Entry[] = [];
  for (const { card, dynamics } of await cardDynamicsOf(cards, viewer.userId, people)) {
    dynamics.forEach((d, i) => {
      const ts = isoOfChinaTime(d.publishDt);
      if (!ts) return;
      const key = `c:${card.id}:${(d.id ?? `custom-${i}`).replace(/[^A-Za-z0-9_.-]/g, '_')}`.slice(0, 160);
      const entry = {
        ts,
        key,
        item: (): FeedItem => ({
          key,
          kind: 'cardDynamic',
          title: d.title,
          publisher: d.publisher || card.userName,
          isSys: 0,
          webSource: '',
          initSource: card.orgName,
          publishDt: chinaTime(ts),
          content: d.content,
          url: d.url ?? '',
          publisherKind: 'person',
          publisherId: card.userId,
          avatar: card.avatar || card.userCenterAvatar || null,
          publicationId: null,
          companyId: null,
          cardId: card.id,
          cover: null,
        }),
      };
      if (olderThan(entry, cursor)) out.push(entry);
    });
  }
  return out;
}

/** The followed entities, narrowed to a group (and its subgroups) when one is given. */
async function sources(scope: TenantScope, userId: string, groupId: string | undefined): Promise<Followed> {
  if (!groupId) return followedIds(scope, userId);
  const [all, members] = await Promise.all([
    followedIds(scope, userId),
    groupTargets(scope, userId, groupId),
  ]);
  const pick = (kind: string, ids: string[]) => {
    const inGroup = new Set(members.filter((m) => m.target_kind === kind).map((m) => m.target_id));
    return ids.filter((id) => inGroup.has(id));
  };
  return {
    people: pick('person', all.people),
    companies: pick('company', all.companies),
    orgs: pick('org', all.orgs),
    chains: pick('chain', all.chains),
  };
}

/**
 * followDynamic/getListByGroupId: one page of 10. Each kind (publications, company dynamics, card
 * dynamics) gives its newest 10 before the cursor; the union's newest 10 is the page (any item of
 * the true page is within its own kind's first 10). `cards` is where followed people's cards are
 * read (their owners' tenants).
 */
export async function feedPage(
  scope: TenantScope,
  cards: CardSource,
  userId: string,
  input: { groupId?: string; cursor?: string },
): Promise<FeedPage> {
  const cursor = decodeCursor(input.cursor);
  const [viewer, setting, followed] = await Promise.all([
    viewerOf(scope, userId),
    settingOf(scope, userId),
    sources(scope, userId, input.groupId),
  ]);
  const on = new Set(setting.kinds);
  const pubKinds =
    on.has('publication') && on.has('activity')
      ? ('all' as const)
      : on.has('publication')
        ? ('other' as const)
        : on.has('activity')
          ? ('activity' as const)
          : null;
  const opts = { cursor, limit: PAGE };
  const [pubRows, dynamics, cardItems] = await Promise.all([
    pubKinds
      ? repo.publicationsFeed(
          scope.db,
          viewer,
          { authors: followed.people, orgs: followed.orgs, chains: followed.chains },
          { ...opts, kinds: pubKinds },
        )
      : [],
    on.has('companyDynamic') ? repo.companyDynamicsOf(scope.db, followed.companies, opts) : [],
    on.has('cardDynamic') ? cardEntries(cards, viewer, followed.people, cursor) : [],
  ]);
  const merged = [...(await publicationEntries(scope.db, pubRows)), ...dynamicEntries(dynamics), ...cardItems]
    .sort(newer)
    .slice(0, PAGE);
  const last = merged[merged.length - 1];
  return {
    records: merged.map((e) => e.item()),
    size: PAGE,
    cursor: merged.length === PAGE && last ? encodeCursor(last) : null,
  };
}
