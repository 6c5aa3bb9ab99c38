import styled, { css } from 'styled-components';

export const Scroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md}px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  min-width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

export const Caption = styled.caption`
  padding-bottom: ${({ theme }) => theme.space.sm}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: left;
`;

const cell = css`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Corner = styled.th`
  ${cell}
  position: sticky;
  left: 0;
  z-index: 1;
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: left;
`;

export const RoleHead = styled.th`
  ${cell}
  min-width: 88px;
  background: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: center;
  white-space: nowrap;
`;

export const Lock = styled.span`
  display: inline-flex;
  margin-left: ${({ theme }) => theme.space.xxs}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  vertical-align: -2px;
`;

export const PermissionHead = styled.th`
  ${cell}
  position: sticky;
  left: 0;
  z-index: 1;
  min-width: 160px;
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  text-align: left;
`;

export const Label = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Description = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

export const Cell = styled.td`
  ${cell}
  text-align: center;
`;
