import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Counter } from '../../internal/Field.styles';
import { FieldFrame } from '../../internal/FieldFrame';
import { useTextField } from '../../internal/useTextField';
import { Box, CounterRow, NativeTextArea } from './TextArea.styles';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label?: ReactNode;
  error?: ReactNode;
  /** Shows `length/maxLength` (default true when maxLength is set). */
  showCount?: boolean;
  className?: string;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    error,
    showCount = true,
    className,
    id,
    maxLength,
    value,
    defaultValue,
    onChange,
    disabled,
    rows = 4,
    ...rest
  },
  ref,
) {
  const counted = showCount && maxLength !== undefined;
  const field = useTextField({ id, value, defaultValue, onChange, error, counted });

  return (
    <FieldFrame ids={field.ids} label={label} error={error} className={className}>
      <Box $invalid={!!error} aria-disabled={disabled || undefined}>
        <NativeTextArea
          ref={ref}
          id={field.ids.control}
          rows={rows}
          maxLength={maxLength}
          value={field.current}
          onChange={field.handleChange}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={field.describedBy}
          {...rest}
        />
        {counted && (
          <CounterRow>
            <Counter id={field.ids.counter}>
              {field.length}/{maxLength}
            </Counter>
          </CounterRow>
        )}
      </Box>
    </FieldFrame>
  );
});
