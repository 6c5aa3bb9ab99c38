export { ChainGraph, sampleChain, type ChainGraphNode, type ChainGraphProps } from './ChainGraph';
