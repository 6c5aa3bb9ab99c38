// Zod-free: the portal imports these at run time.

/** What one user may keep (the spec shows the calls, not the amounts; docs/chain-maps.md). */
export const USER_CHAIN_LIMITS = {
  chainsPerUser: 50,
  nodesPerChain: 2000,
  /** Levels below the chain: 上游 / 中游 / 下游 are level 1. */
  depth: 8,
  nameLength: 30,
  /** Companies added to or removed from the data set's placement, per chain. */
  companyEditsPerChain: 2000,
  sharesPerChain: 20,
} as const;

/** Share validity a user chooses: days, or 0 for no end. */
export const SHARE_DAYS = [7, 30, 0] as const;

/** Follow groups of a user (usergroup/*): the list asks for 101 to learn whether there are more. */
export const GROUP_LIMITS = { groups: 100, name: 20 } as const;

/** Registered capital bands in 10,000 CNY: a band is its lower bound up to the next one. */
export const CAPITAL_BANDS = [0, 100, 500, 1000, 5000, 10000] as const;
