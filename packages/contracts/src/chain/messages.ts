import type { MessageTable } from '../messageTable';

/** The chain service has no messages of its own yet. */
export const CHAIN_MESSAGES = {} as const satisfies MessageTable;
