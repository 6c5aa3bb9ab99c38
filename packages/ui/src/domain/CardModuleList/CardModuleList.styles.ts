import styled from 'styled-components';
import { visuallyHidden } from '../../internal/visuallyHidden';

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.text};
`;

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li<{ $dragging: boolean; $over: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border: 1px solid ${({ theme, $over }) => ($over ? theme.colors.brand[500] : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surface};
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
`;

export const Line = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Handle = styled.button`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: none;
  color: ${({ theme }) => theme.colors.textSecondary};
  cursor: grab;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
  }
  &:disabled {
    cursor: default;
    opacity: 0.4;
  }
`;

export const IconButton = styled(Handle)`
  cursor: pointer;
`;
