import { useId, type ReactNode } from 'react';
import { NativeBox, Row } from '../Checkbox/Checkbox.styles';
import { Group, Legend } from './Radio.styles';

export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string = string> {
  /** Group label (rendered as the legend). */
  label: ReactNode;
  /** Hides the legend visually but keeps it for assistive tech. */
  hideLabel?: boolean;
  options: RadioOption<V>[];
  value?: V;
  onChange?: (value: V) => void;
  name?: string;
  direction?: 'row' | 'column';
  disabled?: boolean;
  className?: string;
}

/** Native radios in a fieldset: arrow keys move between options. */
export function RadioGroup<V extends string = string>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  name,
  direction = 'row',
  disabled,
  className,
}: RadioGroupProps<V>) {
  const auto = useId();
  const groupName = name ?? auto;
  return (
    <Group $direction={direction} disabled={disabled} className={className}>
      <Legend $hidden={hideLabel}>{label}</Legend>
      {options.map((option) => (
        <Row key={option.value} $disabled={disabled || option.disabled}>
          <NativeBox
            type="radio"
            name={groupName}
            value={option.value}
            checked={value === undefined ? undefined : value === option.value}
            disabled={option.disabled}
            onChange={() => onChange?.(option.value)}
          />
          {option.label}
        </Row>
      ))}
    </Group>
  );
}

export type RadioProps = RadioGroupProps;
/** Alias: a radio is only meaningful in a group. */
export const Radio = RadioGroup;
