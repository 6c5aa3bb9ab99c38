export type FormValues = Record<string, string>;

export interface FieldRule<V extends FormValues = FormValues> {
  required?: boolean;
  pattern?: RegExp;
  minLength?: number;
  /** Custom check: return the message when the value is wrong. */
  validate?: (value: string, values: V) => string | undefined;
  /** Message when `required`, `pattern` or `minLength` fails (required defaults to 请输入<label>). */
  message?: string;
}

/** The first failing rule's message, or undefined when the value passes every rule. */
export function validateField<V extends FormValues>(
  value: string,
  rules: readonly FieldRule<V>[] = [],
  values: V,
  requiredMessage: string,
): string | undefined {
  for (const rule of rules) {
    const blank = value.trim() === '';
    if (rule.required && blank) return rule.message ?? requiredMessage;
    if (blank) continue;
    if (rule.pattern && !rule.pattern.test(value)) return rule.message;
    if (rule.minLength !== undefined && Array.from(value).length < rule.minLength) return rule.message;
    const custom = rule.validate?.(value, values);
    if (custom) return custom;
  }
  return undefined;
}
