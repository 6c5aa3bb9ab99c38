export { CardModuleList, type CardModuleListProps, type EditableCardModule } from './CardModuleList';
export {
  addableModules,
  nextCustomCode,
  standardModuleName,
  MODULES_BY_CARD_TYPE,
  MODULE_NAMES,
  CUSTOM_NAME_MAX,
  type CardType,
} from './moduleCatalog';
