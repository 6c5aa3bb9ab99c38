import { toast } from '@platform/ui';
import { loadConfirm } from './shell/lazyUi';
import { i18n } from '../shared/i18n';
import { installRequestEffects } from '../shared/api/requestEffects';
import { VIP_SERVICES_PATH } from '../shared/api/purchasePrompt';
import type { AppRouter } from '../shared/router/appRouter';

let trialPromptOpen = false;

/** Connects the request layer to toasts, confirm dialogs and the router. */
export function installEffects(router: AppRouter): void {
  installRequestEffects({
    errorToast: (message) => toast.error(message),
    confirm: async (options) =>
      (await loadConfirm())({
        title: options.title,
        content: options.content,
        okText: options.confirmText,
        cancelText: options.cancelText,
      }),
    currentPath: () => router.state.location.pathname + router.state.location.search,
    navigate: (path) => void router.navigate(path),
    openWindow: (path) => void window.open(path, '_blank'),
    trialEnded: (isSso) => {
      if (trialPromptOpen) return;
      trialPromptOpen = true;
      void loadConfirm()
        .then((confirm) =>
          confirm({
            title: i18n.t('request.trialEndedTitle'),
            content: i18n.t('request.trialEndedContent'),
            okText: i18n.t('request.purchaseConfirm'),
            dismissible: false,
          }),
        )
        .then((ok) => {
          trialPromptOpen = false;
          // SSO users come from a partner site and have no purchase flow here: back to the entry.
          if (ok) void router.navigate(isSso ? '/' : VIP_SERVICES_PATH);
        });
    },
  });
}
