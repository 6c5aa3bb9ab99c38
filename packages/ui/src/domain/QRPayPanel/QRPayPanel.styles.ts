import styled from 'styled-components';
import { withAlpha } from '../../theme/color';
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

export const QrBox = styled.div<{ $size: number }>`
  position: relative;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

export const Expired = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  border: 0;
  background: ${({ theme }) => withAlpha(theme.colors.surface, 0.94)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
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
