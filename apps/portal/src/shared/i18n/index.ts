import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../session/storageKeys';
import { zh } from './zh';
import { en } from './en';

export type Language = 'zh' | 'en';
export const LANGUAGES: readonly Language[] = ['zh', 'en'];

export function storedLanguage(): Language {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.language);
  return value === 'en' ? 'en' : 'zh';
}

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

if (typeof document !== 'undefined')
  document.documentElement.lang = storedLanguage() === 'zh' ? 'zh-CN' : 'en';

export function changeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  void i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh';
}

export { i18n };
