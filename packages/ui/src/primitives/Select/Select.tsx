import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ErrorText, FieldWrap, Label } from '../../internal/Field.styles';
import { useFieldIds } from '../../internal/useFieldIds';
import { useUiMessages } from '../../locale';
import { Box, NativeSelect } from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label?: ReactNode;
  options: SelectOption[];
  /** First, empty option; defaults to 请选择 / please choose. Pass null for none. */
  placeholder?: string | null;
  error?: ReactNode;
  onChange?: (value: string) => void;
  className?: string;
}

/** A styled native select: full keyboard and screen-reader support for free. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, onChange, className, id, disabled, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const messages = useUiMessages();
  const empty = placeholder === undefined ? messages.areaPlaceholder : placeholder;
  return (
    <FieldWrap className={className}>
      {label && <Label htmlFor={ids.control}>{label}</Label>}
      <Box $invalid={!!error} aria-disabled={disabled || undefined}>
        <NativeSelect
          ref={ref}
          id={ids.control}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => onChange?.(event.target.value)}
          {...rest}
        >
          {empty !== null && <option value="">{empty}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </Box>
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </FieldWrap>
  );
});
