/** The most listed organisations one customer's directory reads for a filter (docs/discover.md). */
export const DISCOVER_DIRECTORY_MAX = 2000;
