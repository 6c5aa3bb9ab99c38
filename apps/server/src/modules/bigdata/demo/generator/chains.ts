/** A chain leaf for a generated company (every leaf alike). */
import { chainLeaves, type ChainLeaf } from '../../reference';
import { weightedPicker, type Rng } from './rng';

const leafPicker = weightedPicker(
  chainLeaves,
  chainLeaves.map(() => 1),
);
export function pickChainLeaf(rng: Rng): ChainLeaf {
  return leafPicker(rng);
}
