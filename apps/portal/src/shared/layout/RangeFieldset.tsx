import styled from 'styled-components';
import { Input, type InputProps } from '@platform/ui';

/** Fields side by side, sharing the row (a range's two ends, a picker and its clear button). */
export const Range = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
  min-width: 0;
  > * {
    flex: 1 1 0;
    min-width: 0;
  }
  > button {
    flex: none;
  }
`;

type End = Pick<InputProps, 'value' | 'onChange' | 'inputMode'>;

/** A from-to pair of fields under one legend, each end labelled "<legend> <end>". */
export function RangeFieldset({
  legend,
  lowLabel,
  highLabel,
  maxLength,
  low,
  high,
}: {
  legend: string;
  lowLabel: string;
  highLabel: string;
  maxLength?: number;
  low: End;
  high: End;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <Range>
        <Input aria-label={`${legend} ${lowLabel}`} placeholder={lowLabel} maxLength={maxLength} {...low} />
        -
        <Input
          aria-label={`${legend} ${highLabel}`}
          placeholder={highLabel}
          maxLength={maxLength}
          {...high}
        />
      </Range>
    </fieldset>
  );
}
