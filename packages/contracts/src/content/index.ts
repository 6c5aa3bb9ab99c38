export * from './document';
export * from './limits';
export * from './messages';
export * from './plain-text';
export * from './types';
