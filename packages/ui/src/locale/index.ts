export { messages, zh, en, type UiLocale, type UiMessages } from './messages';
export {
  UiConfigProvider,
  UiLocaleProvider,
  useUiConfig,
  useUiMessages,
  type UiConfigProviderProps,
} from './UiConfig';
export { dictionaryLabel, useDictionaryLabel } from './dictionary';
