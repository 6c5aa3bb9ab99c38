import styled from 'styled-components';
import { visuallyHidden } from '../../internal/visuallyHidden';

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.brand[200]};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.brand[50]};
  color: ${({ theme }) => theme.colors.text};
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
`;

export const Group = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const GroupName = styled.span`
  flex-shrink: 0;
  width: 6em;
  color: ${({ theme }) => theme.colors.textSecondary};
  line-height: 24px;
`;

export const Chips = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  height: 24px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px dashed ${({ theme }) => theme.colors.brand[500]};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brandInk};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs}px;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
    outline-offset: 1px;
  }
`;
