export * from './constants';
export * from './messages';
export * from './realtime';
export * from './payloads';
export * from './chat-routes';
export * from './chat';
