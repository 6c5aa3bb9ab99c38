import type { ReactNode } from 'react';
import { messages } from './catalog';
import type { UiLocale } from './messages';
import { UiMessagesProvider } from './UiConfig';

export interface UiConfigProviderProps {
  locale?: UiLocale;
  portalRoot?: HTMLElement | null;
  children?: ReactNode;
}

/** The kit's language (its copy in both languages comes with it) and where layers are portalled. */
export function UiConfigProvider({ locale = 'zh', portalRoot = null, children }: UiConfigProviderProps) {
  return (
    <UiMessagesProvider locale={locale} messages={messages[locale]} portalRoot={portalRoot}>
      {children}
    </UiMessagesProvider>
  );
}

/** Alias kept for readability where only the language matters. */
export const UiLocaleProvider = UiConfigProvider;
