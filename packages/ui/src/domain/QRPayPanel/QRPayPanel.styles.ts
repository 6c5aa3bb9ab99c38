import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.text};
`;

export const Methods = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const Method = styled.button<{ $active: boolean }>`
  min-width: 120px;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.brand[500] : theme.colors.neutral[300])};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme, $active }) => ($active ? theme.colors.brand[50] : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.brandInk : theme.colors.text)};
  font: inherit;
  cursor: pointer;
  ${focusRing}
`;

export const Amount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  strong {
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.font.size.xxl}px;
  }
`;
