import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useFieldIds } from './useFieldIds';

interface TextFieldOptions<E extends HTMLInputElement | HTMLTextAreaElement> {
  id?: string;
  value?: string | number | readonly string[];
  defaultValue?: string | number | readonly string[];
  onChange?: (event: ChangeEvent<E>) => void;
  error?: ReactNode;
  /** Whether a length counter is shown (it then describes the control too). */
  counted: boolean;
}

/** Value (controlled or not), ids and description shared by Input and TextArea. */
export function useTextField<E extends HTMLInputElement | HTMLTextAreaElement>(options: TextFieldOptions<E>) {
  const { id, value, defaultValue, onChange, error, counted } = options;
  const ids = useFieldIds(id);
  const [inner, setInner] = useState(String(defaultValue ?? ''));
  const current = value !== undefined ? String(value) : inner;
  const describedBy =
    [error ? ids.error : '', counted ? ids.counter : ''].filter(Boolean).join(' ') || undefined;
  const handleChange = (event: ChangeEvent<E>) => {
    if (value === undefined) setInner(event.target.value);
    onChange?.(event);
  };
  return { ids, current, describedBy, handleChange, length: Array.from(current).length };
}
