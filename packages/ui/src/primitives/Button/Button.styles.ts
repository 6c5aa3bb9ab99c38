import styled, { css } from 'styled-components';
import { focusRing, reducedMotion } from '../../theme/mixins';

export type ButtonVariant = 'primary' | 'default' | 'danger' | 'text' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const height = { sm: 'heightSm', md: 'heightMd', lg: 'heightLg' } as const;

const variants = {
  primary: css`
    background: ${({ theme }) => theme.components.button.primaryBg};
    border-color: ${({ theme }) => theme.components.button.primaryBg};
    color: ${({ theme }) => theme.components.button.primaryText};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.components.button.primaryBgHover};
      border-color: ${({ theme }) => theme.components.button.primaryBgHover};
      color: ${({ theme }) => theme.components.button.primaryTextHover};
    }
  `,
  default: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.components.button.border};
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      border-color: ${({ theme }) => theme.components.button.borderHover};
      color: ${({ theme }) => theme.components.button.textHover};
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
  height: ${({ theme, $size }) => theme.components.button[height[$size]]}px;
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.sm : theme.space.lg)}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.components.button.radius}px;
  font-family: inherit;
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.font.size.lg : theme.font.size.md)}px;
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background 0.15s,
    border-color 0.15s,
    color 0.15s;
  ${reducedMotion}
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
