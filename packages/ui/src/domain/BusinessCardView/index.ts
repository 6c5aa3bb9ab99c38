export { BusinessCardView, type BusinessCardViewProps } from './BusinessCardView';
export { CardHeader, type CardHeaderProps } from './CardHeader';
export {
  visibleModules,
  moduleHasTitle,
  toBullets,
  plainDynamic,
  postLine,
  parseContent,
  type BusinessCard,
  type CardModule,
  type DynamicItem,
} from './card';
