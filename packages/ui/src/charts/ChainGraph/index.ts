export { ChainGraph, type ChainGraphNode, type ChainGraphProps } from './ChainGraph';
