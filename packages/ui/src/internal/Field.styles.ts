import styled, { css } from 'styled-components';

export const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.font.size.md}px;
  color: ${({ theme }) => theme.colors.text};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.md}px;
  color: ${({ theme }) => theme.colors.text};
`;

export const ErrorText = styled.div`
  font-size: ${({ theme }) => theme.font.size.xs}px;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Counter = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  white-space: nowrap;
`;

export const controlBox = css<{ $invalid?: boolean }>`
  box-sizing: border-box;
  width: 100%;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.neutral[300])};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.md}px;
  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.brand[500])};
  }
  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.brand[500])};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
  &[aria-disabled='true'] {
    background: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;

export const bareInput = css`
  border: 0;
  outline: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  min-width: 0;
  flex: 1;
  &::placeholder {
    color: ${({ theme }) => theme.colors.neutral[500]};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.neutral[500]};
  }
`;
