import styled from 'styled-components';

/** A short notice inside the element: not found, private, refused origin, network trouble. */
export const Notice = styled.p<{ $tone?: 'info' | 'error' }>`
  margin: 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.neutral[100]};
  color: ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.danger : theme.colors.textSecondary)};
  font-size: ${({ theme }) => theme.font.size.md}px;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 12px 0 0;
`;
