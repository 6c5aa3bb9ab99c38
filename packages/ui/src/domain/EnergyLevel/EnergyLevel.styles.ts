import styled from 'styled-components';

export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.text};
`;

export const Bars = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs}px;
  span {
    margin-left: ${({ theme }) => theme.space.sm}px;
    color: ${({ theme }) => theme.colors.brandInk};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** Bars grow in height with the step; filled bars take the brand colour. */
export const Bar = styled.i<{ $on: boolean; $step: number }>`
  display: block;
  width: 12px;
  height: ${({ $step }) => 8 + $step * 4}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${({ theme, $on }) => ($on ? theme.colors.brand[500] : theme.colors.neutral[200])};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
  }
`;
