import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zh as uiZh, type UiMessages } from '@platform/ui';
import { STORAGE_KEYS } from '../session/storageKeys';
import { zh, type Messages } from './zh';

export type Language = 'zh' | 'en';
export const LANGUAGES: readonly Language[] = ['zh', 'en'];

export function storedLanguage(): Language {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.language);
  return value === 'en' ? 'en' : 'zh';
}

/**
 * The Chinese copy (the portal's and the ui kit's) is the default and comes with the first route; the
 * English copy loads when it is chosen (loadLanguage), so the first route does not carry both.
 */
const copy: Record<Language, () => Promise<[Messages, UiMessages]>> = {
  zh: () => Promise.resolve([zh, uiZh]),
  en: () => Promise.all([import('./en').then((m) => m.en), import('./uiEn').then((m) => m.en)]),
};
const uiCopy: Partial<Record<Language, UiMessages>> = { zh: uiZh };

/** Adds a language's portal copy to i18next once (features add theirs with their chunks). */
export async function loadLanguage(language: Language): Promise<void> {
  if (uiCopy[language]) return;
  const [messages, ui] = await copy[language]();
  i18n.addResourceBundle(language, 'translation', messages, true, false);
  uiCopy[language] = ui;
}

/** The ui kit's copy in a language (the Chinese one until that language's copy loaded). */
export const uiMessagesOf = (language: Language): UiMessages => uiCopy[language] ?? uiZh;

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh } },
  lng: storedLanguage(),
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

if (typeof document !== 'undefined')
  document.documentElement.lang = storedLanguage() === 'zh' ? 'zh-CN' : 'en';

/** Switches the language; it takes effect once its copy is there (at once when already loaded). */
export function changeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  if (uiCopy[language]) void i18n.changeLanguage(language);
  else void loadLanguage(language).then(() => i18n.changeLanguage(language));
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh';
}

export { i18n };
