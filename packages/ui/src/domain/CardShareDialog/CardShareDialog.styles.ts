import styled from 'styled-components';

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg}px;
`;

export const LinkRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
  align-self: stretch;
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const Qr = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  img,
  span[data-placeholder] {
    display: block;
    width: 120px;
    height: 120px;
  }
`;

export const Copied = styled.span<{ $failed: boolean }>`
  align-self: flex-end;
  min-height: 1.5em;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.success)};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;
