export * from './constants';
export * from './messages';
export * from './realtime';
export * from './friends-routes';
export * from './friends';
export * from './friends-messages';
