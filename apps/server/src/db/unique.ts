/** A write refused by a unique constraint (SQLSTATE 23505), on both drivers. */
export const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';
