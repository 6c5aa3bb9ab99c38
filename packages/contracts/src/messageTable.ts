/** Server messages by key, zh (default) and en; each service owns its part. */
export type MessageTable = Record<string, { zh: string; en: string }>;
