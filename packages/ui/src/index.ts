// @platform/ui: theme, locale, helpers and primitives. Charts and domain components have their own
// entry points (@platform/ui/charts, @platform/ui/domain).
export * from './theme';
export * from './locale';
export * from './helpers';
export * from './icons';
export { UiHost } from './internal/UiHost';
export * from './primitives';
