export * from './format';
export * from './mask';
export * from './capability';
export * from './cut';
export * from './phone';
export { avatarSource, type ConversationType } from './avatar';
export { relativeChange } from './series';
export * from './enterprise';
export * from './highlight';
export * from './time';
export { safeUrl, type UrlUse } from '@platform/contracts/url';
export {
  formatChatTime,
  formatFileSize,
  formatMessageTime,
  formatTitleCounter,
  mergedAbstract,
  needsTimeSeparator,
  TIME_SEPARATOR_MS,
  type ChatTime,
} from './chat';
