/** Everything about rich documents except the zod schema, for clients that must not pull zod in. */
export * from './check';
export * from './limits';
export * from './messages';
export * from './plain-text';
export * from './types';
export * from './interactions-routes';
export * from './interactions-messages';
export * from './publications-limits';
export * from './publications-messages';
export * from './publications-routes';
