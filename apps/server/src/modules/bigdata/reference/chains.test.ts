import { describe, expect, it } from 'vitest';
import { allChainNodes, chainDepth, chainLeaves, chainOfNode, chains, getChainNode } from './chains';
import { getDivision } from './industries';

describe('industry chains', () => {
  it('has at least five chains of three levels, upstream/midstream/downstream first', () => {
    expect(chains.length).toBeGreaterThanOrEqual(5);
    for (const c of chains) {
      expect(chainDepth(c)).toBeGreaterThanOrEqual(3);
      expect(c.nodes.map((n) => n.name)).toEqual(['上游', '中游', '下游']);
    }
  });

  it('has unique codes that encode the path, and leaves that name real divisions', () => {
    expect(new Set(allChainNodes.map((n) => n.code)).size).toBe(allChainNodes.length);
    for (const n of allChainNodes) {
      expect(getChainNode(n.code)).toBe(n);
      expect(n.code.startsWith(n.parentCode)).toBe(true);
      expect(chainOfNode(n.code)).toBeDefined();
      expect(n.description.length).toBeGreaterThan(0);
    }
    for (const { node } of chainLeaves) {
      expect(node.level).toBe(3);
      expect(node.divisions.length).toBeGreaterThan(0);
      for (const d of node.divisions) expect(getDivision(d), `${node.code} ${d}`).toBeDefined();
    }
  });
});
