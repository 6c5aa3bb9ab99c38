import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ThemeProvider, UiConfigProvider, UiHost } from '@platform/ui';
import { i18n } from './i18n';
import type { AppStore } from './store';
import type { AppRouter } from './router/createAppRouter';
import { usePortalTheme } from './theme/usePortalTheme';

function ThemedApp({ router }: { router: AppRouter }) {
  const theme = usePortalTheme();
  const { i18n: instance } = useTranslation();
  const locale = instance.language === 'en' ? 'en' : 'zh';
  return (
    <ThemeProvider theme={theme}>
      <UiConfigProvider locale={locale}>
        <RouterProvider router={router} />
        <UiHost />
      </UiConfigProvider>
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
