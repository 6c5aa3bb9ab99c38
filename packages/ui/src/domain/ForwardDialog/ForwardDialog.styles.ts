import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.lg}px;
  min-height: 320px;
`;

export const Pane = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
  & + & {
    padding-left: ${({ theme }) => theme.space.lg}px;
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

export const Scroll = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  max-height: 280px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

export const Person = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Chosen = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const Remove = styled.button`
  flex-shrink: 0;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.muted};
  }
  ${focusRing}
`;

export const Bar = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;

export const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

export const Mode = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
