export { BusinessCardView, type BusinessCardViewProps } from './BusinessCardView';
export { CardHeader, type CardHeaderProps } from './CardHeader';
export { DynamicsList, DYNAMICS_PAGE_SIZE, type DynamicsListProps } from './DynamicsList';
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
