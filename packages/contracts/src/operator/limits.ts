/** Limits of the operator console (docs/operator.md). */
export const OPERATOR_LIMITS = {
  wordMax: 30,
  wordsPerCall: 500,
  pageSizeMax: 100,
  dictionaryEntriesMax: 200,
  dictKeyMax: 64,
  dictValueMax: 2000,
  /** Yuan. */
  priceMax: 10_000_000,
  timeValueMax: 120,
  seatsMax: 10_000,
  /** A replaced partner secret verifies this many hours by default (0 to the max). */
  secretGraceHoursDefault: 24,
  secretGraceHoursMax: 168,
  /** Failed reports the health page lists. */
  failedReportsShown: 50,
} as const;
