/**
 * Reference data the product serves and validates against (production, not demo): GB/T 2260
 * regions, GB/T 4754 industries, the industry-chain catalogue and the GB 32100 credit-code check.
 */
export * from './regions';
export * from './industries';
export * from './chains';
export * from './uscc';
