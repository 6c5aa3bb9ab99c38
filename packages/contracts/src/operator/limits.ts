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
} as const;
