import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { clearConfirms, toast } from '@platform/ui';
import { changeLanguage, currentLanguage, loadLanguage } from '../shared/i18n';

// The English copy loads on demand in the app; tests switch languages synchronously.
await loadLanguage('en');

// Routes load their pages lazily; a loaded CI machine needs more than the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Toasts live in a module store: one test's 关注成功 must not be read by the next.
  toast.clear();
  // So do confirm dialogs: one left open would hold the focus of the next file's tests.
  clearConfirms();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// The files of a worker share their modules (vitest.config.ts): what one file changed globally
// must not reach the next one — the language and stubbed globals.
afterAll(() => {
  if (currentLanguage() !== 'zh') changeLanguage('zh');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
