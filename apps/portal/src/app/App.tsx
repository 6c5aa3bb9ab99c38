import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Suspense } from 'react';
import { BrandProvider, ThemeProvider, UiMessagesProvider } from '@platform/ui';
import { LazyUiHost } from './shell/lazyUi';
import { useIdle } from './shell/useIdle';
import { i18n, uiMessagesOf } from '../shared/i18n';
import type { AppStore } from '../shared/store/rootState';
import type { AppRouter } from '../shared/router/appRouter';
import { usePortalBrand, usePortalTheme } from './theme/usePortalTheme';
import { ShellPiecesContext } from '../shared/customer/shellPieces';
import { SHELL_PIECES } from './shell/shellPieces';

function ThemedApp({ router }: { router: AppRouter }) {
  const theme = usePortalTheme();
  const brand = usePortalBrand();
  const idle = useIdle();
  const { i18n: instance } = useTranslation();
  const locale = instance.language === 'en' ? 'en' : 'zh';
  return (
    <ThemeProvider theme={theme}>
      <BrandProvider brand={brand}>
        <UiMessagesProvider locale={locale} messages={uiMessagesOf(locale)}>
          <ShellPiecesContext.Provider value={SHELL_PIECES}>
            <RouterProvider router={router} />
          </ShellPiecesContext.Provider>
          <Suspense fallback={null}>{idle && <LazyUiHost />}</Suspense>
        </UiMessagesProvider>
      </BrandProvider>
    </ThemeProvider>
  );
}

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemedApp router={router} />
      </I18nextProvider>
    </Provider>
  );
}
