import styled from 'styled-components';
import { controlBox } from '../../internal/Field.styles';

export const Box = styled.div<{ $invalid?: boolean }>`
  ${controlBox}
  position: relative;
  height: 32px;
  &::after {
    content: '';
    position: absolute;
    right: 12px;
    top: 12px;
    width: 6px;
    height: 6px;
    border-right: 1.5px solid ${({ theme }) => theme.colors.neutral[600]};
    border-bottom: 1.5px solid ${({ theme }) => theme.colors.neutral[600]};
    transform: rotate(45deg);
    pointer-events: none;
  }
`;

export const NativeSelect = styled.select`
  appearance: none;
  width: 100%;
  height: 100%;
  padding: 0 32px 0 ${({ theme }) => theme.space.md}px;
  border: 0;
  outline: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.neutral[500]};
  }
`;
