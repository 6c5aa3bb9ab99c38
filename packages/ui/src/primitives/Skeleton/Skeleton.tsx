import type { ReactNode } from 'react';
import { useUiMessages } from '../../locale';
import { Block, Hidden, Lines, Wrap } from './Skeleton.styles';

export interface SkeletonProps {
  /** While true the placeholder shows; then `children` (default true). */
  loading?: boolean;
  /** Text lines (default 3); the last one is shorter. */
  rows?: number;
  /** A round block before the lines, sized like an avatar. */
  avatar?: boolean;
  /** Adds a title bar above the lines. */
  title?: boolean;
  children?: ReactNode;
}

/** Placeholder shaped like the coming content, so the page does not jump when it arrives. */
export function Skeleton({
  loading = true,
  rows = 3,
  avatar = false,
  title = true,
  children,
}: SkeletonProps) {
  const messages = useUiMessages();
  if (!loading) return <>{children}</>;
  return (
    <Wrap role="status" aria-busy="true">
      <Hidden>{messages.loading}</Hidden>
      {avatar && <Block aria-hidden="true" $width="40px" $height={40} $round />}
      <Lines aria-hidden="true">
        {title && <Block $width="38%" $height={18} />}
        {Array.from({ length: rows }, (_, i) => (
          <Block key={i} $width={i === rows - 1 ? '61%' : '100%'} $height={14} />
        ))}
      </Lines>
    </Wrap>
  );
}
