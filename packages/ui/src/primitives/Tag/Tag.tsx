import type { ReactNode } from 'react';
import { useUiMessages } from '../../locale';
import { Remove, StyledTag, type TagTone } from './Tag.styles';

export interface TagProps {
  children: ReactNode;
  /** Colour family (default 'brand'). */
  tone?: TagTone;
  /** Shows a × button that calls onRemove. */
  onRemove?: () => void;
  className?: string;
}

export function Tag({ children, tone = 'brand', onRemove, className }: TagProps) {
  const messages = useUiMessages();
  return (
    <StyledTag $tone={tone} className={className}>
      {children}
      {onRemove && (
        <Remove
          type="button"
          aria-label={`${messages.close} ${typeof children === 'string' ? children : ''}`.trim()}
          onClick={onRemove}
        >
          ×
        </Remove>
      )}
    </StyledTag>
  );
}
