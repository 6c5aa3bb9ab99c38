import type { Kysely } from 'kysely';
import {
  CARD_LIMITS,
  CHANGE_TAG_CODES,
  CHANGE_TAG_MODULE,
  ModuleCode,
  parseModuleContent,
  type CardBasic,
  type CardDetailOrUnavailable,
  type ForwardPayload,
  type ChangeTagCode,
  type ModuleInput,
  type SaveCardInput,
  type UpdateCardInput,
} from '@platform/contracts';
import { badRequest } from '../../lib/errors';
import { newNumericId } from '../../lib/crypto';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../db/tenant-scope';
import { companyDynamicsPage, companyTagChanges } from '../bigdata';
import { mergeDynamics, type CustomDynamic, type Dynamic } from './dynamics';
import {
  NO_RELATION,
  chinaTime,
  isOwner,
  presentCard,
  presentDetail,
  presentForward,
  type CardRow,
  type Relation,
  type ViewerId,
} from './presenter';
import { lockUserRow, membership, usersByIds } from '../accounts';
import { withOwnerAvatar, withOwnerAvatars } from './owners';
import { relationsOf, type SocialTies } from './relations';
import * as repo from './repo';

// ---------------------------------------------------------------- owner checks

/** The caller's own, not deleted card in the tenant; anything else is refused before a write. */
async function ownCard(scope: TenantScope, userId: string, cardId: string): Promise<CardRow> {
  const row = await withOwnerAvatar(scope.db, await repo.findCard(scope, cardId));
  if (!row || row.is_deleted) throw badRequest('cardNotFound');
  if (row.user_id !== userId) throw badRequest('notYourCard');
  return row;
}

// ---------------------------------------------------------------- header and modules

const contentOf = (list: ModuleInput[], code: number) => list.find((m) => m.moduleCode === code)?.content;

/** The linked company (type 2, module 2) and the region (type 1, module 3) of a card's modules. */
async function linksOf(scope: TenantScope, input: SaveCardInput) {
  let companyId: string | null = null;
  let regionCode: string | null = null;
  const enterprise = contentOf(input.vcardModuleDTOList, ModuleCode.LINKED_ENTERPRISE);
  if (input.type === 2 && enterprise) {
    const parsed = parseModuleContent(ModuleCode.LINKED_ENTERPRISE, enterprise);
    const value = parsed.ok ? (parsed.value as { companyId?: string } | null) : null;
    if (value?.companyId) {
      if (!(await repo.companyExists(scope, value.companyId))) throw badRequest('linkedCompanyNotFound');
      companyId = value.companyId;
    }
  }
  const region = contentOf(input.vcardModuleDTOList, ModuleCode.REGION_INFO);
  if (input.type === 1 && region) {
    const parsed = parseModuleContent(ModuleCode.REGION_INFO, region);
    regionCode = parsed.ok ? ((parsed.value as { regionCode?: string } | null)?.regionCode ?? null) : null;
  }
  return { companyId, regionCode };
}

const headerOf = (input: SaveCardInput) => ({
  type: input.type,
  org_id: input.orgId ?? '',
  org_name: input.orgName,
  user_name: input.userName,
  nick_name: input.nickName,
  avatar: input.avatar,
  post: input.post,
  dept: input.dept,
  phone: input.phone,
  email: input.email,
  address: input.address,
  encrypt: input.encrypt,
  if_opened: input.ifOpened,
});

const moduleRow = (cardId: string, m: ModuleInput, sort: number) => ({
  id: newNumericId(),
  vcard_id: cardId,
  module_code: m.moduleCode,
  module_name: m.moduleName,
  if_display: m.ifDisplay,
  content: m.content,
  sort,
});

export async function saveCard(scope: TenantScope, userId: string, input: SaveCardInput): Promise<string> {
  const links = await linksOf(scope, input);
  return scope.transaction(async (tx) => {
    await lockUserRow(tx.db, userId);
    const count = await repo.countUserCards(tx, userId);
    if (count >= CARD_LIMITS.cards) throw badRequest('cardLimit');
    const id = newNumericId();
    await repo.insertCard(tx, {
      id,
      user_id: userId,
      ...headerOf(input),
      company_id: links.companyId,
      region_code: links.regionCode,
      is_default: count === 0,
      sort: count,
    });
    await repo.insertModules(
      tx,
      input.vcardModuleDTOList.map((m, i) => moduleRow(id, m, i)),
    );
    return id;
  });
}

/** Replaces the header and the module list: missing codes go, given ones are upserted in list order. */
export async function updateCard(
  scope: TenantScope,
  userId: string,
  input: UpdateCardInput,
): Promise<string> {
  await ownCard(scope, userId, input.id);
  const links = await linksOf(scope, input);
  await scope.transaction(async (tx) => {
    await ownCard(tx, userId, input.id);
    await repo.updateCard(tx, input.id, {
      ...headerOf(input),
      company_id: links.companyId,
      region_code: links.regionCode,
    });
    await repo.deleteModules(
      tx,
      input.id,
      input.vcardModuleDTOList.map((m) => m.moduleCode),
    );
    if (input.vcardModuleDTOList.length === 0) return;
    for (const [i, m] of input.vcardModuleDTOList.entries())
      await repo.upsertModule(tx, moduleRow(input.id, m, i));
  });
  return input.id;
}

/** The order of the caller's own cards; every id must be one of them. */
export async function sortCards(scope: TenantScope, userId: string, ids: string[]): Promise<boolean> {
  const order = [...new Set(ids)];
  await scope.transaction(async (tx) => {
    for (const id of order) await ownCard(tx, userId, id);
    const rest = (await repo.userCards(tx, userId)).filter((c) => !order.includes(c.id)).map((c) => c.id);
    for (const [i, id] of [...order, ...rest].entries()) await repo.updateCard(tx, id, { sort: i });
  });
  return true;
}

/** Soft delete; when it was the default, the next card in order becomes the default. */
export async function removeCard(scope: TenantScope, userId: string, id: string): Promise<boolean> {
  await scope.transaction(async (tx) => {
    const card = await ownCard(tx, userId, id);
    await repo.updateCard(tx, id, { is_deleted: true, is_default: false });
    if (card.is_default) {
      const next = (await repo.userCards(tx, userId))[0];
      if (next) await repo.updateCard(tx, next.id, { is_default: true });
    }
  });
  return true;
}

export async function setDefault(scope: TenantScope, userId: string, id: string): Promise<boolean> {
  await scope.transaction(async (tx) => {
    await ownCard(tx, userId, id);
    await repo.clearDefault(tx, userId);
    await repo.updateCard(tx, id, { is_default: true });
  });
  return true;
}

export async function setPrivacy(scope: TenantScope, userId: string, id: string, open: boolean) {
  await ownCard(scope, userId, id);
  await repo.updateCard(scope, id, { if_opened: open });
  return true;
}

/** The reminder's dismiss: syncTime moves to now. */
export async function touchSyncTime(scope: TenantScope, userId: string, id: string): Promise<string> {
  await ownCard(scope, userId, id);
  const now = new Date();
  await repo.updateCard(scope, id, { sync_time: now });
  return chinaTime(now);
}

// ---------------------------------------------------------------- detail (public read)

const moduleOut = (m: repo.ModuleRow) => ({
  id: m.id,
  moduleCode: m.module_code,
  moduleName: m.module_name,
  ifDisplay: m.if_display,
  content: m.content,
  sort: m.sort,
});

async function relationFor(
  scope: TenantScope | null,
  ties: SocialTies,
  viewer: ViewerId,
  row: CardRow,
): Promise<Omit<Relation, 'isOwner'>> {
  if (!scope || viewer === null) return NO_RELATION;
  const r = await relationsOf(scope, ties, viewer, [row.user_id], [row.id]);
  return {
    isAttention: r.attention.has(row.user_id),
    isFriend: r.friends.has(row.user_id),
    isColleague: r.colleagues.has(row.user_id),
    isInFolder: r.folder.has(row.id),
    friendRemark: r.friends.get(row.user_id) ?? '',
  };
}

/**
 * The public view (/businessCard/view): the card by id from any tenant (the link is public). Others
 * than the owner get { id, unavailable } for a private or deleted card, masked contacts otherwise.
 */
export async function cardDetail(
  unscoped: Kysely<Database>,
  scope: TenantScope | null,
  ties: SocialTies,
  viewer: ViewerId,
  id: string,
): Promise<CardDetailOrUnavailable> {
  const row = await withOwnerAvatar(unscoped, await repo.findCardAnyTenant(unscoped, id));
  if (!row) throw badRequest('cardNotFound');
  return detailOf(unscoped, scope, ties, viewer, row);
}

async function detailOf(
  source: Kysely<Database> | TenantScope,
  scope: TenantScope | null,
  ties: SocialTies,
  viewer: ViewerId,
  row: CardRow,
): Promise<CardDetailOrUnavailable> {
  if (!isOwner(row, viewer)) {
    if (row.is_deleted) return { id: row.id, unavailable: 'deleted' };
    if (!row.if_opened) return { id: row.id, unavailable: 'private' };
  }
  const db = 'tenantId' in source ? source.db : source;
  const [modules, isStockCompany, relation] = await Promise.all([
    repo.modulesOf(source, row.id),
    repo.isListedCompany(db, row.company_id),
    relationFor(scope, ties, viewer, row),
  ]);
  return presentDetail(row, viewer, modules.map(moduleOut), { isStockCompany, relation });
}

// ---------------------------------------------------------------- lists

export async function myCards(scope: TenantScope, userId: string): Promise<CardBasic[]> {
  return (await withOwnerAvatars(scope.db, await repo.userCards(scope, userId))).map((r) =>
    presentCard(r, userId),
  );
}

/** Another user's open cards (all of one's own). */
export async function visibleCards(scope: TenantScope, viewer: string, userId: string) {
  const rows = await withOwnerAvatars(
    scope.db,
    await repo.userCards(scope, userId, { openOnly: userId !== viewer }),
  );
  return rows.map((r) => presentCard(r, viewer));
}

async function withRelations(scope: TenantScope, ties: SocialTies, viewer: string, rows: CardRow[]) {
  const r = await relationsOf(
    scope,
    ties,
    viewer,
    rows.map((c) => c.user_id),
    rows.map((c) => c.id),
  );
  return rows.map((row) => ({
    ...presentCard(row, viewer),
    isOwner: isOwner(row, viewer),
    isAttention: r.attention.has(row.user_id),
    isFriend: r.friends.has(row.user_id),
    isColleague: r.colleagues.has(row.user_id),
    isInFolder: r.folder.has(row.id),
    friendRemark: r.friends.get(row.user_id) ?? '',
  }));
}

const defaultRow = async (scope: TenantScope, viewer: string, userId: string) =>
  (await withOwnerAvatars(scope.db, await repo.visibleDefaultCards(scope, viewer, [userId])))[0];

export async function defaultCardBasic(scope: TenantScope, ties: SocialTies, viewer: string, userId: string) {
  const row = await defaultRow(scope, viewer, userId);
  return row ? (await withRelations(scope, ties, viewer, [row]))[0]! : null;
}

export async function defaultCardDetail(
  scope: TenantScope,
  ties: SocialTies,
  viewer: string,
  userId: string,
) {
  const row = await defaultRow(scope, viewer, userId);
  if (!row) return null;
  const detail = await detailOf(scope, scope, ties, viewer, row);
  return 'unavailable' in detail ? null : detail;
}

/** A colleague's (a member of the caller's tenant) default card, or null. */
export async function colleagueCard(scope: TenantScope, ties: SocialTies, viewer: string, userId: string) {
  if (!(await membership(scope.db, userId, scope.tenantId))) return null;
  return defaultCardBasic(scope, ties, viewer, userId);
}

export async function cardsUnderOrg(
  scope: TenantScope,
  viewer: string,
  org: { orgId?: string; orgName?: string },
): Promise<CardBasic[]> {
  if (!org.orgId && !org.orgName) return [];
  return (await withOwnerAvatars(scope.db, await repo.cardsUnderOrg(scope, viewer, org))).map((r) =>
    presentCard(r, viewer),
  );
}

// ---------------------------------------------------------------- forward and folder

/** A card others may act on: deleted and private (not one's own) cards are refused with the spec's texts. */
async function shareableCard(scope: TenantScope, viewer: string, id: string): Promise<CardRow> {
  const row = await withOwnerAvatar(scope.db, await repo.findCard(scope, id));
  if (!row) throw badRequest('cardNotFound');
  if (row.is_deleted) throw badRequest('forwardDeleted');
  if (!row.if_opened && row.user_id !== viewer) throw badRequest('forwardPrivate');
  return row;
}

/** The card's owner (a card's user always exists: vcards.user_id references users). */
async function cardOwner(db: TenantScope['db'], userId: string) {
  const [owner] = await usersByIds(db, [userId]);
  if (!owner) throw new Error(`card owner ${userId} not found`);
  return owner;
}

export async function forwardPayload(scope: TenantScope, viewer: string, id: string) {
  const row = await shareableCard(scope, viewer, id);
  const owner = await cardOwner(scope.db, row.user_id);
  return presentForward(row, viewer, {
    imAccount: owner.id,
    accountName: owner.real_name || owner.nick_name || row.user_name,
    accountAvatar: owner.avatar,
  });
}

/**
 * A card as a chat message carries it: chat crosses tenants (a friend's card lives in their
 * tenant), so the card is read by id in any tenant, like the public view link, and the same
 * refusals apply (deleted, private). Contacts are masked for the viewer by the presenter.
 */
export async function chatCardPayload(
  unscoped: Kysely<Database>,
  viewer: string,
  id: string,
): Promise<{ card: ForwardPayload } | { refused: 'cardNotFound' | 'forwardDeleted' | 'forwardPrivate' }> {
  const row = await withOwnerAvatar(unscoped, await repo.findCardAnyTenant(unscoped, id));
  if (!row) return { refused: 'cardNotFound' };
  if (row.is_deleted) return { refused: 'forwardDeleted' };
  if (!row.if_opened && row.user_id !== viewer) return { refused: 'forwardPrivate' };
  const owner = await cardOwner(unscoped, row.user_id);
  return {
    card: presentForward(row, viewer, {
      imAccount: owner.id,
      accountName: owner.real_name || owner.nick_name || row.user_name,
      accountAvatar: owner.avatar,
    }),
  };
}

/**
 * All or nothing: every card must exist, be shareable and not be the caller's own. Idempotent.
 * Answers how many were saved and whose they are.
 */
export async function saveToFolder(
  scope: TenantScope,
  viewer: string,
  ids: string[],
): Promise<{ count: number; ownerIds: string[] }> {
  const unique = [...new Set(ids)];
  const owners = new Set<string>();
  for (const id of unique) {
    const row = await shareableCard(scope, viewer, id);
    if (row.user_id === viewer) throw badRequest('ownCardToFolder');
    owners.add(row.user_id);
  }
  await repo.folderAdd(scope, viewer, unique);
  return { count: unique.length, ownerIds: [...owners] };
}

export async function folderPage(
  scope: TenantScope,
  ties: SocialTies,
  viewer: string,
  input: { current: number; size: number; keyword?: string },
) {
  const page = await repo.folderPage(scope, viewer, input);
  return {
    records: await withRelations(scope, ties, viewer, await withOwnerAvatars(scope.db, page.records)),
    total: page.total,
    current: input.current,
    size: input.size,
  };
}

// ---------------------------------------------------------------- update reminder

type TagGroup = { changeTagCode: ChangeTagCode; contentList: { tagName: string; date: string }[] };

/** The display name of a tag: industrLayoutList names are a JSON list whose first item has industryName. */
export function tagDisplayName(code: ChangeTagCode | null, tagName: string): string {
  const text = tagName.trim();
  if ((code === 'industrLayoutList' || code === null) && text.startsWith('[')) {
    try {
      const first = (JSON.parse(text) as { industryName?: unknown }[])[0];
      if (first && typeof first.industryName === 'string') return first.industryName;
    } catch {
      /* a plain name */
    }
  }
  return text;
}

/** Names held by a tag module's content (strings, { tagName } or { industryName } items). */
export function heldTagNames(content: string | undefined): Set<string> {
  const names = new Set<string>();
  if (!content) return names;
  let list: unknown;
  try {
    list = JSON.parse(content);
  } catch {
    return names;
  }
  if (!Array.isArray(list)) return names;
  for (const item of list as unknown[]) {
    if (typeof item === 'string') names.add(tagDisplayName(null, item));
    else if (item && typeof item === 'object') {
      const o = item as { tagName?: unknown; industryName?: unknown };
      if (typeof o.tagName === 'string') names.add(tagDisplayName(null, o.tagName));
      if (typeof o.industryName === 'string') names.add(o.industryName);
    }
  }
  return names;
}

/** The day after the card's syncTime (China date): changes on later days are new to the card. */
const dayAfter = (t: Date | string) => {
  const d = new Date(new Date(t).getTime() + 8 * 3_600_000 + 86_400_000);
  return d.toISOString().slice(0, 10);
};

async function pendingTags(scope: TenantScope, row: CardRow, modules: repo.ModuleRow[]): Promise<TagGroup[]> {
  if (!row.company_id) return [];
  const changes = await companyTagChanges(scope.db, row.company_id, dayAfter(row.sync_time));
  return CHANGE_TAG_CODES.map((changeTagCode) => {
    const moduleCode = CHANGE_TAG_MODULE[changeTagCode];
    const held = heldTagNames(modules.find((m) => m.module_code === moduleCode)?.content);
    const seen = new Set<string>();
    const contentList = changes
      .filter((c) => c.change_tag_code === changeTagCode)
      .filter((c) => {
        const name = tagDisplayName(changeTagCode, c.tag_name);
        if (held.has(name) || seen.has(name)) return false;
        seen.add(name);
        return true;
      })
      .map((c) => ({ tagName: c.tag_name, date: c.changed_on }));
    return { changeTagCode, contentList };
  }).filter((g) => g.contentList.length > 0);
}

/** Only the owner gets reminders; anyone else (or a deleted card) gets []. */
export async function cardUpdateTags(
  scope: TenantScope,
  viewer: string,
  cardId: string,
): Promise<TagGroup[]> {
  const row = await withOwnerAvatar(scope.db, await repo.findCard(scope, cardId));
  if (!row || row.is_deleted || row.user_id !== viewer) return [];
  return pendingTags(scope, row, await repo.modulesOf(scope, row.id));
}

/** Adds the tags to modules 6-9 (creating a module when absent); syncTime moves on when none is left. */
export async function addUpdateTags(
  scope: TenantScope,
  viewer: string,
  cardId: string,
  tags: { changeTagCode: ChangeTagCode; tagName: string }[],
): Promise<TagGroup[]> {
  return scope.transaction(async (tx) => {
    const row = await ownCard(tx, viewer, cardId);
    let modules = await repo.modulesOf(tx, cardId);
    for (const code of CHANGE_TAG_CODES) {
      const names = tags.filter((t) => t.changeTagCode === code).map((t) => tagDisplayName(code, t.tagName));
      if (names.length === 0) continue;
      const moduleCode = CHANGE_TAG_MODULE[code];
      const existing = modules.find((m) => m.module_code === moduleCode);
      const parsed = existing ? parseModuleContent(moduleCode, existing.content) : null;
      const list: unknown[] =
        parsed?.ok && Array.isArray(parsed.value) ? [...(parsed.value as unknown[])] : [];
      const held = heldTagNames(existing?.content);
      for (const name of names) {
        if (held.has(name)) continue;
        list.push(name);
        held.add(name);
      }
      const content = JSON.stringify(list);
      if (existing) await repo.updateModuleContent(tx, existing.id, content);
      else {
        const sort = modules.reduce((max, m) => Math.max(max, m.sort + 1), 0);
        await repo.insertModules(tx, [
          { id: newNumericId(), vcard_id: cardId, module_code: moduleCode, module_name: '', content, sort },
        ]);
      }
    }
    modules = await repo.modulesOf(tx, cardId);
    const left = await pendingTags(tx, row, modules);
    if (left.length === 0) await repo.updateCard(tx, cardId, { sync_time: new Date() });
    return left;
  });
}

// ---------------------------------------------------------------- related dynamics

export const SYSTEM_DYNAMICS_MAX = 1000;

export async function relatedDynamics(
  db: Kysely<Database>,
  input: {
    companyId?: string;
    customDynamicsJson: CustomDynamic[];
    deletedDynamicIds: string[];
    current: number;
    size: number;
  },
) {
  let system: Dynamic[] = [];
  if (input.companyId) {
    const page = await companyDynamicsPage(db, input.companyId, 1, SYSTEM_DYNAMICS_MAX);
    system = page.records.map((d) => ({
      id: String(d.id),
      title: d.title,
      publisher: d.publisher,
      isSys: d.is_sys,
      webSource: d.web_source,
      initSource: d.init_source,
      publishDt: chinaTime(d.publish_dt),
      content: d.content,
      url: d.url,
    }));
  }
  return mergeDynamics(system, input.customDynamicsJson, input.deletedDynamicIds, input.current, input.size);
}
