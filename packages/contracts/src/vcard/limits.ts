import { ModuleCode } from '../constants';

/**
 * Card limits, patterns and codes without zod, so the portal can use them as values (the schemas
 * stay out of its bundles).
 */

export const MODULE_TEXT_MAX = 5000;
export const MODULE_LIST_MAX = 50;
export const MODULE_MEDIA_MAX = 20;
export const CUSTOM_MODULE_MAX_CODE = 199;
export const MODULE_NAME_MAX = 20;

export const CARD_TYPES = [1, 2] as const;

export const CARD_LIMITS = {
  userName: 20,
  nickName: 20,
  post: 20,
  dept: 30,
  orgName: 60,
  email: 100,
  address: 100,
  modules: 60,
  cards: 20,
} as const;

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export const DYNAMICS_PAGE_SIZE = 10;
export const ADD_FRIEND_LIMITS = { wording: 100, remark: 32 } as const;

/** Reminder change codes and the tag module each one fills (spec 2 §2, §3). */
export const CHANGE_TAG_MODULE = {
  industrLayoutList: ModuleCode.TAGS_6,
  techFieldTags: ModuleCode.TAGS_7,
  qualificationTags: ModuleCode.TAGS_8,
  serviceAndProductTags: ModuleCode.TAGS_9,
} as const;
export type ChangeTagCode = keyof typeof CHANGE_TAG_MODULE;
export const CHANGE_TAG_CODES = Object.keys(CHANGE_TAG_MODULE) as ChangeTagCode[];

/** A card answer that is private or deleted for this viewer (the public view says which). */
export const isCardUnavailable = <T extends object>(
  c: T | { id: string; unavailable: 'private' | 'deleted' },
): c is { id: string; unavailable: 'private' | 'deleted' } => 'unavailable' in c;
