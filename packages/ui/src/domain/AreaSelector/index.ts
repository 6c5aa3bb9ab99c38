export { AreaSelector, type AreaSelectorProps } from './AreaSelector';
export {
  loadAreas,
  flattenAreas,
  findAreaPath,
  searchAreas,
  normaliseAreas,
  NATIONWIDE,
  type AreaNode,
  type AreaEntry,
} from './areas';
