export * from './format';
export * from './mask';
export * from './capability';
export * from './cut';
export * from './phone';
export { avatarSource, type ConversationType } from './avatar';
export { relativeChange } from './series';
export * from './enterprise';
export * from './highlight';
