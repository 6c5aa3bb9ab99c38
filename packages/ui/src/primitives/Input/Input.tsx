import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Counter } from '../../internal/Field.styles';
import { FieldFrame } from '../../internal/FieldFrame';
import { useTextField } from '../../internal/useTextField';
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
  const counted = showCount && maxLength !== undefined;
  const field = useTextField({ id, value, defaultValue, onChange, error, counted });

  return (
    <FieldFrame ids={field.ids} label={label} error={error} className={className}>
      <Box $invalid={!!error} aria-disabled={disabled || undefined}>
        {prefix}
        <NativeInput
          ref={ref}
          id={field.ids.control}
          maxLength={maxLength}
          value={field.current}
          onChange={field.handleChange}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={field.describedBy}
          {...rest}
        />
        {suffix}
        {counted && (
          <Counter id={field.ids.counter}>
            {field.length}/{maxLength}
          </Counter>
        )}
      </Box>
    </FieldFrame>
  );
});
