import styled from 'styled-components';
import { cutText } from '../../helpers/cut';
import { Tooltip } from '../Tooltip';

const Cut = styled.span`
  cursor: default;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
  }
`;

export interface EllipsisProps {
  text: string | null | undefined;
  /** Characters kept before the suffix (e.g. 4 for tags, 8 for names). */
  max: number;
  /** Default '...'. */
  suffix?: string;
  className?: string;
}

/** Cuts after `max` characters; the full text is in a tooltip (focusable so keyboards reach it). */
export function Ellipsis({ text, max, suffix = '...', className }: EllipsisProps) {
  const full = text ?? '';
  const shown = cutText(full, max, suffix);
  if (shown === full) return <span className={className}>{full}</span>;
  return (
    <Tooltip content={full}>
      <Cut tabIndex={0} aria-label={full} className={className}>
        {shown}
      </Cut>
    </Tooltip>
  );
}
