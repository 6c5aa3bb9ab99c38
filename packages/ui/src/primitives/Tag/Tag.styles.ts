import styled from 'styled-components';

export type TagTone = 'brand' | 'neutral' | 'success' | 'danger' | 'warning';

export const StyledTag = styled.span<{ $tone: TagTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  height: 22px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  font-size: ${({ theme }) => theme.font.size.xs}px;
  line-height: 1;
  white-space: nowrap;
  color: ${({ theme, $tone }) =>
    ({
      brand: theme.colors.brandInk,
      neutral: theme.colors.neutral[700],
      success: theme.colors.success,
      danger: theme.colors.danger,
      warning: theme.colors.warning,
    })[$tone]};
  background: ${({ theme, $tone }) =>
    ({
      brand: theme.colors.brand[50],
      neutral: theme.colors.neutral[100],
      success: theme.colors.successBg,
      danger: theme.colors.dangerBg,
      warning: theme.colors.warningBg,
    })[$tone]};
`;

export const Remove = styled.button`
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
  }
`;
