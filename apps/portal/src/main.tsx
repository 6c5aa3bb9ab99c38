import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLanguage, storedLanguage } from './shared/i18n';
import { App } from './app/App';
import { followHashLinks, normaliseEntryUrl } from './app/bootstrap';
import { createAppStore } from './app/store';
import { createAppRouter } from './app/router/createAppRouter';
import { installEffects } from './app/installEffects';
import { startSession } from './features/auth';

const entry = normaliseEntryUrl();
const store = createAppStore();
const router = createAppRouter(store);
installEffects(router);
followHashLinks((to) => void router.navigate(to, { replace: true }));
void startSession(store, router, entry);

// An English reader's copy is its own chunk: the first render waits for it rather than show Chinese.
void loadLanguage(storedLanguage()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  ),
);
