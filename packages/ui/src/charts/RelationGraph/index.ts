export {
  RelationGraph,
  type RelationGraphProps,
  type RelationLink,
  type RelationNode,
} from './RelationGraph';
