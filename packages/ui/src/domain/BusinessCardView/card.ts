import type { DynamicEntry } from '../TrendDialog/trend';
import { cutPost } from '../../helpers/cut';

/** Card module (spec 2 §3); content is text or a JSON string of an object or list. */
export interface CardModule {
  id?: string | number;
  moduleCode: number;
  moduleName: string;
  ifDisplay: number;
  content: unknown;
}

export interface BusinessCard {
  id: string;
  /** 1 government/region card, 2 enterprise card. */
  type: 1 | 2;
  orgId?: string;
  orgName?: string;
  userName?: string;
  nickName?: string;
  avatar?: string;
  userCenterAvatar?: string;
  post?: string;
  dept?: string;
  phone?: string;
  email?: string;
  address?: string;
  ifOpened?: boolean;
  vcardModuleVOList?: CardModule[];
  vcardModuleDTOList?: CardModule[];
}

/** A dynamic entry (spec 2 §3); the same type as the profile card's dynamics. */
export type DynamicItem = DynamicEntry;

export const DYNAMICS_CODE = 14;
export const CUSTOM_FROM = 50;
const UNTITLED = new Set([6, 7, 8, 9, 10, 16]);
export const NEEDS_ENTERPRISE = new Set([2, 6, 7, 8, 9, 10]);
export const NEEDS_GOVERNMENT = new Set([3, 4, 5]);

/** Parses a JSON string content; leaves anything else as is. */
export function parseContent(content: unknown): unknown {
  if (typeof content !== 'string') return content;
  const text = content.trim();
  if (!/^[[{]/.test(text)) return content;
  try {
    return JSON.parse(text);
  } catch {
    return content;
  }
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

export const moduleHasTitle = (code: number) => !UNTITLED.has(code);

/**
 * The modules a card shows, in order (spec 2 §2, §4): displayed and non-empty; enterprise-only and
 * government-only codes by card type; stock only for stock companies; custom after standard; dynamics last.
 */
export function visibleModules(card: BusinessCard, options: { isStockCompany?: boolean } = {}): CardModule[] {
  const modules = (card.vcardModuleVOList ?? card.vcardModuleDTOList ?? []).map((m) => ({
    ...m,
    content: parseContent(m.content),
  }));
  const linkedShown = modules.some((m) => m.moduleCode === 2 && m.ifDisplay === 1 && !isEmpty(m.content));
  const shown = modules.filter((m) => {
    if (m.ifDisplay !== 1 || isEmpty(m.content) || m.moduleCode === 16) return false;
    if (NEEDS_ENTERPRISE.has(m.moduleCode)) return card.type === 2 && linkedShown;
    if (NEEDS_GOVERNMENT.has(m.moduleCode)) return card.type === 1;
    if (m.moduleCode === 17) return !!options.isStockCompany;
    return true;
  });
  const rank = (m: CardModule) => (m.moduleCode === DYNAMICS_CODE ? 2 : m.moduleCode >= CUSTOM_FROM ? 1 : 0);
  return shown
    .map((m, i) => ({ m, i }))
    .sort((a, b) => rank(a.m) - rank(b.m) || a.i - b.i)
    .map(({ m }) => m);
}

/** Custom and bullet text: one bullet per non-empty line. */
export function toBullets(content: unknown): string[] {
  if (Array.isArray(content)) return content.map(String).filter((s) => s.trim());
  return String(content ?? '')
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Dynamics content without markup and line breaks; a dash when empty. */
export function plainDynamic(content: string | null | undefined): string {
  const text = (content ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/[\r\n]+/g, '')
    .trim();
  return text || '-';
}

/** Post and department each cut at 4 characters, joined. */
export function postLine(post?: string, dept?: string): string {
  return [post, dept]
    .filter((s) => s && s.trim())
    .map((s) => cutPost(s))
    .join(' | ');
}

/** Tag list content: strings or objects with tagName. */
export function toTags(content: unknown): string[] {
  if (!Array.isArray(content)) return toBullets(content);
  return content
    .map((t) =>
      typeof t === 'string'
        ? t
        : String((t as { tagName?: string; name?: string }).tagName ?? (t as { name?: string }).name ?? ''),
    )
    .filter(Boolean);
}
