import styled from 'styled-components';

export const Row = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.font.size.md}px;
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.neutral[500] : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const NativeBox = styled.input`
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.brand[500]};
  cursor: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
    outline-offset: 2px;
  }
`;
