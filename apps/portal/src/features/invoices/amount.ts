const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** The amount's problem while typing: its copy key, or null when it can be sent. */
export function amountProblem(text: string, paid: number) {
  const value = text.trim();
  if (!value) return 'amountRequired' as const;
  if (!AMOUNT.test(value)) return 'amountFormat' as const;
  const n = Number(value);
  if (n <= 0) return 'amountPositive' as const;
  // Cents, so 0.1 + 0.2 style sums never decide.
  if (Math.round(n * 100) > Math.round(paid * 100)) return 'amountTooHigh' as const;
  return null;
}
