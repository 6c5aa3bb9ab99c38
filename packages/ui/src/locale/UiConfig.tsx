import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { zh, type UiLocale, type UiMessages } from './messages';

interface UiConfig {
  locale: UiLocale;
  messages: UiMessages;
  /** Where floating layers are portalled; a shadow root's container inside widgets. */
  portalRoot: HTMLElement | null;
}

const UiConfigContext = createContext<UiConfig>({ locale: 'zh', messages: zh, portalRoot: null });

export interface UiMessagesProviderProps {
  locale: UiLocale;
  /** The kit's copy in `locale`: the app loads it (the English copy is a module of its own). */
  messages: UiMessages;
  portalRoot?: HTMLElement | null;
  children?: ReactNode;
}

/** UiConfigProvider for an app that loads the kit's copy per language itself. */
export function UiMessagesProvider({
  locale,
  messages,
  portalRoot = null,
  children,
}: UiMessagesProviderProps) {
  const value = useMemo(() => ({ locale, messages, portalRoot }), [locale, messages, portalRoot]);
  return <UiConfigContext.Provider value={value}>{children}</UiConfigContext.Provider>;
}

export function useUiConfig(): UiConfig {
  return useContext(UiConfigContext);
}

export function useUiMessages(): UiMessages {
  return useContext(UiConfigContext).messages;
}
