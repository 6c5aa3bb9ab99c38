/** LIKE treats % _ and \ specially: the keyword is literal text. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
