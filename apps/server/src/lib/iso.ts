/** A stored moment as ISO 8601 in UTC, or null (both drivers read timestamps as Date or text). */
export const isoOrNull = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
