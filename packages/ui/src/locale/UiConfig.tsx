import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { messages, type UiLocale, type UiMessages } from './messages';

interface UiConfig {
  locale: UiLocale;
  messages: UiMessages;
  /** Where floating layers are portalled; a shadow root's container inside widgets. */
  portalRoot: HTMLElement | null;
}

const UiConfigContext = createContext<UiConfig>({ locale: 'zh', messages: messages.zh, portalRoot: null });

export interface UiConfigProviderProps {
  locale?: UiLocale;
  portalRoot?: HTMLElement | null;
  children?: ReactNode;
}

export function UiConfigProvider({ locale = 'zh', portalRoot = null, children }: UiConfigProviderProps) {
  const value = useMemo(() => ({ locale, messages: messages[locale], portalRoot }), [locale, portalRoot]);
  return <UiConfigContext.Provider value={value}>{children}</UiConfigContext.Provider>;
}

/** Alias kept for readability where only the language matters. */
export const UiLocaleProvider = UiConfigProvider;

export function useUiConfig(): UiConfig {
  return useContext(UiConfigContext);
}

export function useUiMessages(): UiMessages {
  return useContext(UiConfigContext).messages;
}
