export { TagRow, type TagRowProps } from './TagRow';
