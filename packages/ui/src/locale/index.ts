export { zh, type UiLocale, type UiMessages } from './messages';
export { en } from './messagesEn';
export { messages } from './catalog';
export { UiMessagesProvider, useUiConfig, useUiMessages, type UiMessagesProviderProps } from './UiConfig';
export { UiConfigProvider, UiLocaleProvider, type UiConfigProviderProps } from './UiConfigProvider';
export { dictionaryLabel, useDictionaryLabel } from './dictionary';
