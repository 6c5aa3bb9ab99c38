import { forwardRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Counter, ErrorText, FieldWrap, Label } from '../internal/Field.styles';
import { useFieldIds } from '../internal/useFieldIds';
import { Box, NativeInput } from './Input.styles';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  /** Visible label; use `aria-label` instead when the layout has none. */
  label?: ReactNode;
  /** Error text under the field; marks the field invalid. */
  error?: ReactNode;
  /** Shows `length/maxLength` when maxLength is set. */
  showCount?: boolean;
  prefix?: ReactNode;
  suffix?: ReactNode;
  className?: string;
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    label,
    error,
    showCount = false,
    prefix,
    suffix,
    className,
    id,
    maxLength,
    value,
    defaultValue,
    onChange,
    disabled,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id);
  const [inner, setInner] = useState(String(defaultValue ?? ''));
  const current = value !== undefined ? String(value) : inner;
  const describedBy =
    [error ? ids.error : '', showCount && maxLength ? ids.counter : ''].filter(Boolean).join(' ') ||
    undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setInner(event.target.value);
    onChange?.(event);
  };

  return (
    <FieldWrap className={className}>
      {label && <Label htmlFor={ids.control}>{label}</Label>}
      <Box $invalid={!!error} aria-disabled={disabled || undefined}>
        {prefix}
        <NativeInput
          ref={ref}
          id={ids.control}
          maxLength={maxLength}
          value={current}
          onChange={handleChange}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {suffix}
        {showCount && maxLength !== undefined && (
          <Counter id={ids.counter}>
            {Array.from(current).length}/{maxLength}
          </Counter>
        )}
      </Box>
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </FieldWrap>
  );
});
