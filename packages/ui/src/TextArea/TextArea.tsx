import { forwardRef, useState, type ChangeEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Counter, ErrorText, FieldWrap, Label } from '../internal/Field.styles';
import { useFieldIds } from '../internal/useFieldIds';
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
  const ids = useFieldIds(id);
  const [inner, setInner] = useState(String(defaultValue ?? ''));
  const current = value !== undefined ? String(value) : inner;
  const counted = showCount && maxLength !== undefined;
  const describedBy =
    [error ? ids.error : '', counted ? ids.counter : ''].filter(Boolean).join(' ') || undefined;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (value === undefined) setInner(event.target.value);
    onChange?.(event);
  };

  return (
    <FieldWrap className={className}>
      {label && <Label htmlFor={ids.control}>{label}</Label>}
      <Box $invalid={!!error} aria-disabled={disabled || undefined}>
        <NativeTextArea
          ref={ref}
          id={ids.control}
          rows={rows}
          maxLength={maxLength}
          value={current}
          onChange={handleChange}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {counted && (
          <CounterRow>
            <Counter id={ids.counter}>
              {Array.from(current).length}/{maxLength}
            </Counter>
          </CounterRow>
        )}
      </Box>
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </FieldWrap>
  );
});
