import styled from 'styled-components';
import { FloatingCard } from '../../internal/Floating.styles';
import { controlBox } from '../../internal/Field.styles';
import { focusRing } from '../../theme/mixins';

export const Trigger = styled.button<{ $placeholder: boolean; $invalid?: boolean }>`
  ${controlBox}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  height: 32px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme, $placeholder }) => ($placeholder ? theme.colors.neutral[500] : theme.colors.text)};
  text-align: left;
  cursor: pointer;
  ${focusRing}
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.muted};
  }
`;

export const Panel = styled(FloatingCard)`
  width: min(600px, calc(100vw - 16px));
  padding: ${({ theme }) => theme.space.sm}px;
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.xs}px;
  margin-top: ${({ theme }) => theme.space.sm}px;
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 260px;
  overflow: auto;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-right: 0;
  }
`;

export const Option = styled.button<{ $active: boolean }>`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.xs + 2}px ${theme.space.sm}px`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme, $active }) => ($active ? theme.colors.brand[50] : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.brandInk : theme.colors.text)};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.muted};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.neutral[500]};
    cursor: not-allowed;
  }
  ${focusRing}
`;

export const Hint = styled.p`
  margin: ${({ theme }) => theme.space.md}px 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
