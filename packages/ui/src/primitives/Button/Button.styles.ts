import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export type ButtonVariant = 'primary' | 'default' | 'danger' | 'text' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const heights: Record<ButtonSize, number> = { sm: 24, md: 32, lg: 40 };

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.brand[500]};
    border-color: ${({ theme }) => theme.colors.brand[500]};
    color: ${({ theme }) => theme.colors.onBrand[500]};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.brand[600]};
      border-color: ${({ theme }) => theme.colors.brand[600]};
      color: ${({ theme }) => theme.colors.onBrand[600]};
    }
  `,
  default: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.neutral[300]};
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      border-color: ${({ theme }) => theme.colors.brand[500]};
      color: ${({ theme }) => theme.colors.brandInk};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.textInverse};
  `,
  text: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.muted};
    }
  `,
  link: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.brandInk};
    padding-inline: 0;
    &:hover:not(:disabled):not([aria-disabled='true']) {
      text-decoration: underline;
    }
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  height: ${({ $size }) => heights[$size]}px;
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.sm : theme.space.lg)}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md}px;
  font-family: inherit;
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.font.size.lg : theme.font.size.md)}px;
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background 0.15s,
    border-color 0.15s,
    color 0.15s;
  ${({ $variant }) => variants[$variant]}
  ${focusRing}
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${({ theme, $variant }) => ($variant === 'text' || $variant === 'link' ? 'transparent' : theme.colors.muted)};
    border-color: ${({ theme, $variant }) => ($variant === 'text' || $variant === 'link' ? 'transparent' : theme.colors.border)};
    color: ${({ theme }) => theme.colors.neutral[500]};
  }
`;
