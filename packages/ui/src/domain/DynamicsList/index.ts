export {
  DynamicsList,
  DYNAMICS_PAGE_SIZE,
  DYNAMICS_TRIGGER_PX,
  DYNAMICS_DELAY_MS,
  type DynamicsListProps,
} from './DynamicsList';
