// The kit's English copy, as a chunk of its own that loadLanguage('en') imports.
export { en } from '@platform/ui';
