export { Badge, formatCount, type BadgeProps } from './Badge';
