import type { ReactNode } from 'react';
import styled from 'styled-components';
import { reducedMotion } from '../theme/mixins';

const Rail = styled.span<{ $on: boolean }>`
  position: relative;
  flex-shrink: 0;
  width: 32px;
  height: 18px;
  border-radius: 9px;
  background: ${({ theme, $on }) => ($on ? theme.colors.brand[500] : theme.colors.neutral[500])};
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '16px' : '2px')};
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    transition: left 0.15s;
    ${reducedMotion}
  }
`;

const Track = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Accessible name; required because the visible text (if any) only states the value. */
  'aria-label': string;
  /** Text beside the track, e.g. 公开 / 私密. */
  children?: ReactNode;
  disabled?: boolean;
}

/** A role="switch" button: Space and Enter toggle it. */
export function Switch({ checked, onChange, children, disabled, ...aria }: SwitchProps) {
  return (
    <Track
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={aria['aria-label']}
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <Rail $on={checked} aria-hidden="true" />
      {children}
    </Track>
  );
}
