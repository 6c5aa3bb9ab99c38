import styled, { css } from 'styled-components';

export const Shell = styled.div<{ $full: boolean }>`
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
  ${({ $full, theme }) =>
    $full &&
    css`
      position: fixed;
      inset: 0;
      z-index: ${theme.z.fullscreen};
      padding: ${theme.space.lg}px;
      display: flex;
      flex-direction: column;
    `}
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.text};
`;

export const Title = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
