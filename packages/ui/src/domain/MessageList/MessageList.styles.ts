import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Frame = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 36px;
  color: ${({ theme }) => theme.components.chat.tipText};
  font-size: ${({ theme }) => theme.font.size.xs}px;
`;

export const TimeLine = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0;
  color: ${({ theme }) => theme.components.chat.tipText};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  text-align: center;
`;

export const RowBox = styled.div<{ $selected: boolean; $selectable: boolean }>`
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.lg}px`};
  background: ${({ theme, $selected }) => ($selected ? theme.components.chat.selectedBg : 'transparent')};
  cursor: ${({ $selectable }) => ($selectable ? 'pointer' : 'auto')};
`;

export const Line = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: ${({ $mine }) => ($mine ? 'row-reverse' : 'row')};
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const Column = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 0;
  max-width: 70%;
`;

export const Sender = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs}px;
`;

export const BubbleLine = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: ${({ $mine }) => ($mine ? 'row-reverse' : 'row')};
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  max-width: 100%;
  &:hover [data-menu-trigger],
  &:focus-within [data-menu-trigger],
  [data-menu-trigger][aria-expanded='true'] {
    opacity: 1;
  }
`;

export const MenuTrigger = styled.button`
  flex-shrink: 0;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  cursor: pointer;
  opacity: 0;
  &:focus-visible {
    opacity: 1;
  }
  ${focusRing}
`;

export const Failed = styled.button`
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 20px;
  cursor: pointer;
  ${focusRing}
`;

export const Pill = styled.button`
  position: absolute;
  bottom: ${({ theme }) => theme.space.md}px;
  left: 50%;
  transform: translateX(-50%);
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: ${({ theme }) => theme.components.chat.pillBg};
  color: ${({ theme }) => theme.components.chat.pillText};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  cursor: pointer;
  ${focusRing}
`;
