/**
 * Reference data the product serves and validates against (production, not demo): GB/T 2260
 * regions, GB/T 4754 industries, the industry-chain catalogue, the GB 32100 credit-code check and the
 * CNIPA patent-number check.
 */
export * from './regions';
export * from './industries';
export * from './chains';
export * from './uscc';
export * from './patents';
