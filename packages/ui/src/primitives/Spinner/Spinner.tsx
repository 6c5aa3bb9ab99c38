import { useUiMessages } from '../../locale';
import { Ring, Wrap } from './Spinner.styles';

export interface SpinnerProps {
  /** Diameter in px (default 20). */
  size?: number;
  /** Accessible label; defaults to 加载中... / Loading... */
  label?: string;
  /** Shows the label next to the ring. */
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ size = 20, label, showLabel = false, className }: SpinnerProps) {
  const messages = useUiMessages();
  const text = label ?? messages.loading;
  return (
    <Wrap role="status" aria-live="polite" aria-label={showLabel ? undefined : text} className={className}>
      <Ring $size={size} aria-hidden="true" />
      {showLabel && <span>{text}</span>}
    </Wrap>
  );
}
