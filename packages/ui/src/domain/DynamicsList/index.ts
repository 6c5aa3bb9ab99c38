export { DynamicsList, type DynamicsListProps } from './DynamicsList';
export {
  useLoadMoreSentinel,
  DYNAMICS_PAGE_SIZE,
  DYNAMICS_TRIGGER_PX,
  DYNAMICS_DELAY_MS,
} from './useLoadMoreSentinel';
