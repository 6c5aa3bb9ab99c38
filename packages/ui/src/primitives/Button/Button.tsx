import { forwardRef, useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { Ring } from '../Spinner/Spinner.styles';
import { StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual style (default 'default'). */
  variant?: ButtonVariant;
  /** Height 24 / 32 / 40 px (default 'md'). */
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks. */
  loading?: boolean;
  /** Blocks repeat clicks for this many ms after a click (spec: 2000 for submit buttons). */
  lockMs?: number;
  /** Full width. */
  block?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'default',
    size = 'md',
    loading = false,
    lockMs = 0,
    block = false,
    disabled,
    onClick,
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The lock must not set `disabled`: React applies it before the browser runs the click's
  // default action, and a disabled submit button would never submit its form.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || locked) {
      event.preventDefault();
      return;
    }
    if (lockMs > 0) {
      setLocked(true);
      timer.current = setTimeout(() => setLocked(false), lockMs);
    }
    onClick?.(event);
  };

  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled || loading}
      aria-disabled={locked || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading && <Ring $size={14} aria-hidden="true" />}
      {children}
    </StyledButton>
  );
});
