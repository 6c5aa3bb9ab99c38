/**
 * Both drivers read these types the same way: a `date` stays the 'YYYY-MM-DD' text the database
 * sent (a JS Date would shift with the server's time zone), and `numeric` becomes a JS number
 * (our amounts, scores and share counts fit a double exactly enough to be displayed).
 */
export const DATE_OID = 1082;
export const NUMERIC_OID = 1700;

export const parseDate = (text: string): string => text;
export const parseNumeric = (text: string): number => Number(text);
