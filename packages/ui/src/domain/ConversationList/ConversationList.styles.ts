import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
`;

export const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.muted};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.components.chat.selectedBg};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const Body = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

export const Line = styled.span`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
`;

export const Name = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md}px;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Abstract = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Time = styled.time`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs}px;
`;
