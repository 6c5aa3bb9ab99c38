import styled from 'styled-components';
import { bareInput, controlBox } from '../../internal/Field.styles';

export const Box = styled.div<{ $invalid?: boolean; $size: 'md' | 'lg' }>`
  ${controlBox}
  display: flex;
  align-items: center;
  height: ${({ $size }) => ($size === 'lg' ? 40 : 32)}px;
  padding: 0 ${({ theme }) => theme.space.md}px;
`;

export const NativeInput = styled.input`
  ${bareInput}
  height: 100%;
  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

/** The floating panel; floating-ui sets its position, width and max height. */
export const Panel = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  overflow: auto;
  padding: ${({ theme }) => theme.space.xs}px 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md}px;
  z-index: ${({ theme }) => theme.z.dropdown};
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  mark {
    background: none;
    color: ${({ theme }) => theme.colors.brandInk};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Option = styled.li`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.muted};
  }
`;

export const Status = styled.div`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
