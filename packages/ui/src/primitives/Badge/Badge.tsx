import type { ReactNode } from 'react';
import { useUiMessages } from '../../locale';
import { Count, Hidden, Wrap } from './Badge.styles';

export interface BadgeProps {
  /** Unread or pending count; nothing shows at 0 unless `showZero`. */
  count: number;
  /** Above this the badge reads `max+` (default 99, so 100 shows 99+). */
  max?: number;
  showZero?: boolean;
  /** A small dot instead of the number (the count is still read out). */
  dot?: boolean;
  /** What the badge sits on (an icon, an avatar); without it the badge stands inline. */
  children?: ReactNode;
}

/** `99+` for counts above `max`, readable text for screen readers in the kit's locale. */
export function formatCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

export function Badge({ count, max = 99, showZero = false, dot = false, children }: BadgeProps) {
  const messages = useUiMessages();
  const visible = count > 0 || showZero;
  const text = formatCount(count, max);
  return (
    <Wrap>
      {children}
      {visible && (
        <Count $dot={dot} $anchored={children !== undefined} data-count={text}>
          {!dot && <span aria-hidden="true">{text}</span>}
          <Hidden>{messages.unread(text)}</Hidden>
        </Count>
      )}
    </Wrap>
  );
}
