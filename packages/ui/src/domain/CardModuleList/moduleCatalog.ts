import { CUSTOM_FROM, DYNAMICS_CODE } from '../BusinessCardView/card';
import { messages, type UiLocale } from '../../locale';

/** Card type of spec 2 §3: 1 government/region, 2 enterprise. */
export type CardType = 1 | 2;

/** Custom module names are at most 20 characters. */
export const CUSTOM_NAME_MAX = 20;

/** Standard module codes each card type may carry, in the editor's default order (spec 2 §3, §4). */
export const MODULES_BY_CARD_TYPE: Record<CardType, readonly number[]> = {
  2: [1, 2, 6, 7, 8, 9, 10, 11, 13, 14, 17],
  1: [1, 3, 4, 5, 12, 13, 14],
};

/** Product names of the standard codes, per locale. */
export const MODULE_NAMES: Record<UiLocale, Record<number, string>> = {
  zh: messages.zh.moduleNames,
  en: messages.en.moduleNames,
};

export const isCustomModule = (code: number) => code >= CUSTOM_FROM;

/** Name of a standard code; custom codes have the user's own name, so this gives ''. */
export const standardModuleName = (code: number, locale: UiLocale = 'zh') => MODULE_NAMES[locale][code] ?? '';

/**
 * A module's title as shown: a standard module still under its default (Chinese) name shows the
 * locale's name; a name the owner gave it is theirs and shown as written.
 */
export function shownModuleName(code: number, name: string, locale: UiLocale): string {
  if (locale === 'zh' || isCustomModule(code)) return name;
  const standard = MODULE_NAMES.zh[code];
  return standard !== undefined && (name === standard || !name) ? (MODULE_NAMES[locale][code] ?? name) : name;
}

/** Standard codes that fit the card type and are not on the card yet. */
export function addableModules(type: CardType, present: readonly number[]): number[] {
  const have = new Set(present);
  return MODULES_BY_CARD_TYPE[type].filter((code) => !have.has(code));
}

/** The next free custom code: one above the highest custom code present, at least 50. */
export function nextCustomCode(present: readonly number[]): number {
  return Math.max(CUSTOM_FROM - 1, ...present.filter(isCustomModule)) + 1;
}

/** Dynamics (14) last, everything else in the given order. */
export function dynamicsLast<T extends { moduleCode: number }>(modules: readonly T[]): T[] {
  return [
    ...modules.filter((m) => m.moduleCode !== DYNAMICS_CODE),
    ...modules.filter((m) => m.moduleCode === DYNAMICS_CODE),
  ];
}
