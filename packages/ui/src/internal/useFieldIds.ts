import { useId } from 'react';

/** Ids that tie a control to its label, error and counter. */
export function useFieldIds(id?: string) {
  const auto = useId();
  const base = id ?? auto;
  return { control: base, error: `${base}-error`, counter: `${base}-counter` };
}
